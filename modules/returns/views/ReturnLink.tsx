import type { ReactNode, Ref } from 'react';
import { Link } from '@chakra-ui/react';
import { plainClick } from '../../../src/views/links/plainClick.ts';

export interface ReturnLinkProps {
  returnId: number;
  /** Opens the return inside the portal (a plain click); other clicks (new tab...) are the browser's. */
  onOpen: (returnId: number) => void;
  children: ReactNode;
  linkRef?: Ref<HTMLAnchorElement>;
}

/** A real link to /returns/<id>, so it can be opened in a new tab or copied. */
export function ReturnLink({ returnId, onOpen, children, linkRef }: ReturnLinkProps) {
  return (
    <Link
      ref={linkRef}
      href={`/returns/${returnId}`}
      fontWeight="semibold"
      colorPalette="brand"
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onOpen(returnId);
      }}
    >
      {children}
    </Link>
  );
}
