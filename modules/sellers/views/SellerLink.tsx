import type { ReactNode, Ref } from 'react';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';

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
    <PortalLink href={`/sellers/${sellerId}`} onOpen={() => onOpen(sellerId)} linkRef={linkRef}>
      {children}
    </PortalLink>
  );
}
