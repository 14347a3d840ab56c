/**
 * A list page's tabs and rows, as every module with status tabs draws them: the tabs with the counts
 * the list's chart last read, and in the selected tab's panel the kit's place of the rows
 * (ListResults). The page says which tab is shown and what a press on one sends to its chart.
 */
import { useSelector } from '@xstate/react';
import { selectCounts } from '../../../machines/list/list.selectors.ts';
import { ListResults, type ListResultsProps } from './ListResults.tsx';
import { StatusTabPanel, StatusTabs, type StatusTabsProps } from './StatusTabs.tsx';

export interface TabbedListResultsProps<TTab extends string, TRow> extends ListResultsProps<TRow> {
  tabs: readonly TTab[];
  selected: TTab;
  /** Catalog ids: the tablist's name, a tab's label, and its count as read aloud. */
  tabMessages: StatusTabsProps<TTab>['messages'];
  onSelect: (tab: TTab) => void;
  /** The tabs' ids' prefix, where a page has two tabbed lists of one module; the module's name by default. */
  prefix?: string;
}

export function TabbedListResults<TTab extends string, TRow>({ tabs, selected, tabMessages, onSelect, prefix, ...results }: TabbedListResultsProps<TTab, TRow>) {
  // A list with tabs counts each of them: its chart's counts are keyed by the tabs.
  const counts = useSelector(results.list, selectCounts) as Readonly<Record<TTab, number>> | null;
  const ids = prefix ?? results.module;
  return (
    <>
      <StatusTabs prefix={ids} tabs={tabs} selected={selected} counts={counts} messages={tabMessages} onSelect={onSelect} />
      <StatusTabPanel prefix={ids} selected={selected}>
        <ListResults<TRow> {...results} />
      </StatusTabPanel>
    </>
  );
}
