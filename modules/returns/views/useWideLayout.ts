import { useMinWidth } from '../../../src/views/layout/useMinWidth.ts';

/** Whether a list fits as a table: from the md breakpoint (768 px). Below, cards. */
export function useWideLayout(): boolean {
  return useMinWidth(768);
}
