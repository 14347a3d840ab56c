import type { ReactNode, Ref } from 'react';
import { Link } from '@chakra-ui/react';
import { plainClick } from './plainClick.ts';

export interface PortalLinkProps {
  href: string;
  /** Opens `href` inside the portal on a plain click; any other click (new tab, copy) is the browser's. */
  onOpen: (href: string) => void;
  children: ReactNode;
  linkRef?: Ref<HTMLAnchorElement>;
}

/** A real link to a portal page, so it can be opened in a new tab or copied, that a plain click follows without a reload. */
export function PortalLink({ href, onOpen, children, linkRef }: PortalLinkProps) {
  return (
    <Link
      ref={linkRef}
      href={href}
      fontWeight="semibold"
      colorPalette="brand"
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onOpen(href);
      }}
    >
      {children}
    </Link>
  );
}
