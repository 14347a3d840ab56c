/**
 * Keeps a list showing what its URL says. The URL is the source of truth of a list's filters: the
 * list writes each filter it applies there (its `rememberFilters`), and when the URL changes from
 * outside (the menu, a link, a step back) the list is told to show it. The list's own writes come
 * back here too, and then they already match.
 */
import { useEffect } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import type { ListSnapshot } from '../../../machines/list/list.selectors.ts';

export interface UrlFilters<TFilters> {
  /** The filters a query string (without '?') names. */
  read: (search: string) => TFilters;
  /** The query string of the filters, as the list writes it. */
  write: (filters: TFilters) => string;
}

export function useUrlFilters<TFilters>(
  list: ActorRef<Snapshot<unknown> & ListSnapshot<TFilters>, { type: 'filter.restore'; filters: TFilters }>,
  search: string,
  { read, write }: UrlFilters<TFilters>,
): void {
  useEffect(() => {
    const asked = read(search);
    if (write(asked) !== write(list.getSnapshot().context.filters)) list.send({ type: 'filter.restore', filters: asked });
  }, [search, list, read, write]);
}
