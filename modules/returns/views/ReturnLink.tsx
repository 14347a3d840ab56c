import type { ReactNode, Ref } from 'react';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';

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
    <PortalLink href={`/returns/${returnId}`} onOpen={() => onOpen(returnId)} linkRef={linkRef}>
      {children}
    </PortalLink>
  );
}
