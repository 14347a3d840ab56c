import { useMinWidth } from '../layout/useMinWidth.ts';

/** The lg breakpoint (the design's breakpoints: 360, 768, 992, 1440): from here the side panel is always shown. */
export const WIDE_SCREEN_PX = 992;

/** Whether the side panel fits (992 px and wider); below, the menu is a drawer behind a header button. */
export function useWideScreen(): boolean {
  return useMinWidth(WIDE_SCREEN_PX);
}
