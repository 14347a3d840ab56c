import type { ReactNode } from 'react';
import { Link } from '@chakra-ui/react';
import { plainClick } from '../../../src/views/links/plainClick.ts';

/** A real link to a users page, so it can be opened in a new tab or copied; a plain click stays in the portal. */
export function UsersLink({ href, onOpen, children }: { href: string; onOpen: (href: string) => void; children: ReactNode }) {
  return (
    <Link
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
