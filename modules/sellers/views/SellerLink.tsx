import type { ReactNode, Ref } from 'react';
import { Link } from '@chakra-ui/react';
import { plainClick } from '../../../src/views/links/plainClick.ts';

export interface SellerLinkProps {
  sellerId: number;
  /** Opens the seller inside the portal (a plain click); other clicks (new tab...) are the browser's. */
  onOpen: (sellerId: number) => void;
  children: ReactNode;
  linkRef?: Ref<HTMLAnchorElement>;
}

/** A real link to /sellers/<id>, so it can be opened in a new tab or copied. */
export function SellerLink({ sellerId, onOpen, children, linkRef }: SellerLinkProps) {
  return (
    <Link
      ref={linkRef}
      href={`/sellers/${sellerId}`}
      fontWeight="semibold"
      colorPalette="brand"
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onOpen(sellerId);
      }}
    >
      {children}
    </Link>
  );
}
