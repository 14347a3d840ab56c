import type { ReactNode, Ref } from 'react';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';

export interface ApplicationLinkProps {
  applicationId: string;
  /** Opens the application inside the portal (a plain click); other clicks (new tab...) are the browser's. */
  onOpen: (applicationId: string) => void;
  children: ReactNode;
  linkRef?: Ref<HTMLAnchorElement>;
}

/** A real link to /applications/<id>, so it can be opened in a new tab or copied. */
export function ApplicationLink({ applicationId, onOpen, children, linkRef }: ApplicationLinkProps) {
  return (
    <PortalLink href={`/applications/${applicationId}`} onOpen={() => onOpen(applicationId)} linkRef={linkRef}>
      {children}
    </PortalLink>
  );
}
