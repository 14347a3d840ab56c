/**
 * The kit the modules' pages are drawn with (lists, tabs, details, dialogs, formats), gathered so the
 * shell can fetch it while the person reads the home page: every module opened afterwards finds it
 * in the browser's cache and fetches only its own pages and words. Nothing imports this file but the
 * signed-in area's idle prefetch (prefetchModuleKit, src/routes/authenticated.tsx); modules import
 * the pieces themselves. Each file is re-exported whole under its own name, so that none of it is
 * left out of what is fetched.
 */
export * as ActionDialog from '../../views/kit/ActionDialog.tsx';
export * as DetailNotice from '../../views/kit/DetailNotice.tsx';
export * as DetailPage from '../../views/kit/DetailPage.tsx';
export * as DetailTimeline from '../../views/kit/DetailTimeline.tsx';
export * as DialogFields from '../../views/kit/DialogFields.tsx';
export * as DialogForm from '../../views/kit/DialogForm.ts';
export * as Fact from '../../views/kit/Fact.tsx';
export * as FoldingFilters from '../../views/kit/FoldingFilters.tsx';
export * as ListFilters from '../../views/kit/ListFilters.tsx';
export * as ListResults from '../../views/kit/ListResults.tsx';
export * as LoadState from '../../views/kit/LoadState.tsx';
export * as NotFoundPage from '../../views/kit/NotFoundPage.tsx';
export * as OptionSelect from '../../views/kit/OptionSelect.tsx';
export * as ProgressBar from '../../views/kit/ProgressBar.tsx';
export * as ResultRows from '../../views/kit/ResultRows.tsx';
export * as RowReportTable from '../../views/kit/RowReportTable.tsx';
export * as ScrollRegion from '../../views/kit/ScrollRegion.tsx';
export * as SellerFilter from '../../views/kit/SellerFilter.tsx';
export * as StatusBadge from '../../views/kit/StatusBadge.tsx';
export * as StatusTabs from '../../views/kit/StatusTabs.tsx';
export * as TabbedListResults from '../../views/kit/TabbedListResults.tsx';
export * as format from '../../views/kit/format.ts';
export * as problemText from '../../views/kit/problemText.ts';
export * as sellerColumn from '../../views/kit/sellerColumn.tsx';
export * as useUrlFilters from '../../views/kit/useUrlFilters.ts';
export * as list_machine from '../../../machines/list/list.machine.ts';
export * as list_selectors from '../../../machines/list/list.selectors.ts';
export * as detail_machine from '../../../machines/detail/detail.machine.ts';
export * as detail_selectors from '../../../machines/detail/detail.selectors.ts';
export * as sellerQuery from '../../../machines/sellerPicker/sellerQuery.ts';
export * as apiAnswers from './apiAnswers.ts';
export * as moduleFlows from './moduleFlows.ts';
export * as moduleRoutes from '../../../shared/modules/moduleRoutes.ts';
