import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when what it holds is wider than the screen (a table on a phone). It
 * takes the keyboard's focus, so someone without a mouse can scroll it with the arrow keys, and is
 * named after what it holds (`labelledBy`, the id of its heading) so the focus says where it is. A
 * group, not a region: the section around it is already the landmark of that name.
 */
export function ScrollRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <chakra.div
      role="group"
      aria-labelledby={labelledBy}
      tabIndex={0}
      overflowX="auto"
      borderRadius="sm"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      colorPalette="brand"
    >
      {children}
    </chakra.div>
  );
}
