import { useMinWidth } from '../../../src/views/layout/useMinWidth.ts';

/** Whether the list fits as a table: from the md breakpoint (768 px; the design's are 360, 768, 992, 1440). Below, cards. */
export function useWideLayout(): boolean {
  return useMinWidth(768);
}
