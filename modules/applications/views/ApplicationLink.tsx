import type { ReactNode, Ref } from 'react';
import { Link } from '@chakra-ui/react';
import { plainClick } from '../../../src/views/links/plainClick.ts';

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
    <Link
      ref={linkRef}
      href={`/applications/${applicationId}`}
      fontWeight="semibold"
      colorPalette="brand"
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onOpen(applicationId);
      }}
    >
      {children}
    </Link>
  );
}
