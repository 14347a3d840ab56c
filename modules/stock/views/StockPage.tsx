/**
 * Stock: "Cargar con Excel" and "Exportar Excel", the filters (search, warehouse, for staff the
 * seller), the tabs of the levels (everything, out of stock, low stock), the levels of the tab (a
 * table, or cards on a phone) with the quantity on hand set in place, and "Cargar más". Every part
 * is a projection of the module's charts (the list, the quantity editor beside it, the warehouses);
 * every press is an event to one of them.
 */
import { Alert, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectCanExport, selectExporting, selectExportProblem, selectFilters } from '../../../machines/list/list.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { ListResults, type ListMessages } from '../../../src/views/kit/ListResults.tsx';
import { problemText } from '../../../src/views/kit/problemText.ts';
import { StatusTabPanel, StatusTabs } from '../../../src/views/kit/StatusTabs.tsx';
import { useUrlFilters } from '../../../src/views/kit/useUrlFilters.ts';
import type { StockFlows } from '../flows.ts';
import { selectSavedRow } from '../machines/quantityEditor.selectors.ts';
import { queryOfStockFilters, STOCK_LEVEL_TABS, stockFiltersFromQuery, type StockFilters, type StockLevelTab } from '../machines/stockFilters.ts';
import type { StockLevel } from '../machines/stock.types.ts';
import { ImportCard } from './ImportCard.tsx';
import { LevelFilters } from './LevelFilters.tsx';
import { LevelRows, useLevelCaption } from './LevelRows.tsx';
import { OnHandCell, type EditorRef } from './QuantityEditor.tsx';

const STAFF_URL_FILTERS = { read: (search: string) => stockFiltersFromQuery(search), write: queryOfStockFilters };
// A seller's list is always its own: a seller in the address is dropped (it could not be taken away).
const SELLER_URL_FILTERS = { read: (search: string) => stockFiltersFromQuery(search, { bySeller: false }), write: queryOfStockFilters };
export const LEVEL_TAB_MESSAGES = { label: 'stock.levels', tab: (tab: string) => `stock.level.${tab}`, count: 'stock.levels.count' };

/** The list's words; the empty tab says which tab is empty. */
export const levelMessages = (tab: StockLevelTab): ListMessages => ({
  loading: 'stock.list.loading',
  failed: 'stock.list.failed',
  emptyFiltered: 'stock.list.empty',
  emptyUnfiltered: `stock.list.emptyLevel.${tab}`,
  moreFailed: 'stock.list.moreFailed',
});

export interface StockPageProps {
  flows: Pick<StockFlows, 'stockList' | 'quantityEditor' | 'warehouseChoices' | 'importUpload' | 'sellerPicker'>;
  /** The query of the address (without '?'): the filters the list opens with. */
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect' | 'session'>;
}

export function StockPage({ flows, search, host }: StockPageProps) {
  const { session, navigate } = host;
  const inspect = host.inspect ? { inspect: host.inspect } : {};
  const staff = session.sellerId === null;
  const urlFilters = staff ? STAFF_URL_FILTERS : SELLER_URL_FILTERS;
  const initial = urlFilters.read(search);
  const list = useActorRef(flows.stockList, { input: { filters: initial }, ...inspect });
  const editor = useActorRef(flows.quantityEditor, { input: { list }, ...inspect });
  const choices = useActorRef(flows.warehouseChoices, { input: { sellerId: initial.sellerId, perSeller: staff }, ...inspect });
  const filters = useSelector(list, selectFilters<StockFilters>);
  useUrlFilters(list, search, urlFilters);
  const caption = useLevelCaption(filters.level);
  const mayEdit = session.permissions.includes('setStockQuantity');
  // Staff load a file into one seller's stock: the one the list is narrowed to.
  const mayImport = session.permissions.includes('uploadStockImport') && (!staff || filters.sellerId !== null);

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="stock.title" />
        </Heading>
        <ExportButton list={list} />
      </Flex>
      <Text color="fg.muted">
        <FormattedMessage id="stock.intro" />
      </Text>
      {mayImport && <StockImport logic={flows.importUpload} sellerId={staff ? filters.sellerId : null} inspect={host.inspect} />}
      <LevelFilters list={list} choices={choices} sellerPicker={session.permissions.includes('findSellerNames') ? flows.sellerPicker : null} inspect={host.inspect} />
      <SavedNote editor={editor} />
      <StatusTabs prefix="stock" tabs={STOCK_LEVEL_TABS} selected={filters.level} counts={null} messages={LEVEL_TAB_MESSAGES} onSelect={(level) => list.send({ type: 'filter.level', level })} />
      <StatusTabPanel prefix="stock" selected={filters.level}>
        <ListResults<StockLevel> list={list} module="stock" messages={levelMessages(filters.level)}>
          {(rows) => (
            <LevelRows
              rows={rows}
              caption={caption}
              onHand={(row) => <OnHandCell row={row} editor={editor} mayEdit={mayEdit} />}
              onOpen={(href) => navigate(href, { state: { listQuery: queryOfStockFilters(list.getSnapshot().context.filters) } })}
              viewerSellerId={session.sellerId}
            />
          )}
        </ListResults>
      </StatusTabPanel>
    </Stack>
  );
}

/** "Exportar Excel": every level the filters select, as a file the browser keeps; why it failed, if it did. */
function ExportButton({ list }: { list: StockPageList }) {
  const intl = useIntl();
  const canExport = useSelector(list, selectCanExport);
  const exporting = useSelector(list, selectExporting);
  const problem = useSelector(list, selectExportProblem);
  return (
    <>
      <Button variant="outline" size="sm" loading={exporting !== null} loadingText={<FormattedMessage id="stock.export.xlsx" />} disabled={!canExport} onClick={() => list.send({ type: 'list.export', format: 'xlsx' })}>
        <FormattedMessage id="stock.export.xlsx" />
      </Button>
      {problem && (
        <Alert.Root status="error" role="alert" flexBasis="full">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="stock.export.failed" />
            </Alert.Title>
            <Alert.Description>{problemText(intl, 'stock', problem.code)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </>
  );
}

type StockPageList = ReturnType<typeof useActorRef<StockFlows['stockList']>>;

/** What the last quantity set came to, until another row is edited or the note closed. */
function SavedNote({ editor }: { editor: EditorRef }) {
  const saved = useSelector(editor, selectSavedRow);
  if (!saved) return null;
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Title flex="1">
        <FormattedMessage id="stock.quantity.saved" values={{ onHand: saved.onHand, sku: saved.sku, warehouse: saved.warehouse.name }} />
      </Alert.Title>
      <Button size="xs" variant="ghost" onClick={() => editor.send({ type: 'quantity.dismiss' })}>
        <FormattedMessage id="stock.quantity.dismiss" />
      </Button>
    </Alert.Root>
  );
}

/** The upload, for the seller the list shows (staff: the one chosen; a new one starts the upload afresh). */
function StockImport({ logic, sellerId, inspect }: { logic: StockFlows['importUpload']; sellerId: number | null; inspect: ModuleHost['inspect'] }) {
  return <ImportUpload key={sellerId ?? 'own'} logic={logic} sellerId={sellerId} inspect={inspect} />;
}

function ImportUpload({ logic, sellerId, inspect }: { logic: StockFlows['importUpload']; sellerId: number | null; inspect: ModuleHost['inspect'] }) {
  const upload = useActorRef(logic, { input: { sellerId }, ...(inspect ? { inspect } : {}) });
  return <ImportCard upload={upload} />;
}
