import type { MouseEvent } from 'react';

/**
 * A click a link handles inside the portal: the main button with no modifier. Any other click (a new
 * tab, a new window, a download) is left to the browser, which follows the link's real href.
 */
export const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
