/**
 * Existencias: the stock levels, read only, for sellers whose stock comes from an integration (and
 * everyone who reads Stock), with when the integration last sent it: the filters, the tabs of the
 * levels, the levels of the tab (a table, or cards on a phone) and "Cargar más". Every part is a
 * projection of the list's chart and of the warehouses' chart beside it.
 */
import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { selectCounts, selectFilters } from '../../../machines/list/list.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ListResults } from '../../../src/views/kit/ListResults.tsx';
import { StatusTabPanel, StatusTabs } from '../../../src/views/kit/StatusTabs.tsx';
import { useUrlFilters } from '../../../src/views/kit/useUrlFilters.ts';
import type { StockFlows } from '../flows.ts';
import { queryOfStockFilters, STOCK_LEVEL_TABS, stockFiltersFromQuery, type StockFilters } from '../machines/stockFilters.ts';
import type { LevelPageFacts, StockLevel } from '../machines/stock.types.ts';
import { LevelFilters } from './LevelFilters.tsx';
import { LevelRows, useLevelCaption } from './LevelRows.tsx';
import { LEVEL_TAB_MESSAGES, levelMessages } from './StockPage.tsx';

const STAFF_URL_FILTERS = { read: (search: string) => stockFiltersFromQuery(search), write: queryOfStockFilters };
const SELLER_URL_FILTERS = { read: (search: string) => stockFiltersFromQuery(search, { bySeller: false }), write: queryOfStockFilters };

export interface ExistencesPageProps {
  flows: Pick<StockFlows, 'existencesList' | 'warehouseChoices' | 'sellerPicker'>;
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect' | 'session'>;
}

export function ExistencesPage({ flows, search, host }: ExistencesPageProps) {
  const { session } = host;
  const inspect = host.inspect ? { inspect: host.inspect } : {};
  const staff = session.sellerId === null;
  const urlFilters = staff ? STAFF_URL_FILTERS : SELLER_URL_FILTERS;
  const initial = urlFilters.read(search);
  const list = useActorRef(flows.existencesList, { input: { filters: initial }, ...inspect });
  const choices = useActorRef(flows.warehouseChoices, { input: { sellerId: initial.sellerId, perSeller: staff }, ...inspect });
  const filters = useSelector(list, selectFilters<StockFilters>);
  useUrlFilters(list, search, urlFilters);
  const caption = useLevelCaption(filters.level);
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="stock.existences.title" />
      </Heading>
      <Text color="fg.muted">
        <FormattedMessage id="stock.existences.intro" />
      </Text>
      <LastSync list={list} staff={staff && filters.sellerId === null} />
      <LevelFilters list={list} choices={choices} sellerPicker={session.permissions.includes('findSellerNames') ? flows.sellerPicker : null} inspect={host.inspect} />
      <StatusTabs prefix="existences" tabs={STOCK_LEVEL_TABS} selected={filters.level} counts={null} messages={LEVEL_TAB_MESSAGES} onSelect={(level) => list.send({ type: 'filter.level', level })} />
      <StatusTabPanel prefix="existences" selected={filters.level}>
        <ListResults<StockLevel> list={list} module="stock" messages={levelMessages(filters.level)}>
          {/* No history link: a level's page is under /stock, which a seller whose stock comes from an integration cannot open. */}
          {(rows) => <LevelRows rows={rows} caption={caption} viewerSellerId={session.sellerId} />}
        </ListResults>
      </StatusTabPanel>
    </Stack>
  );
}

/** When the integration last sent the stock, once a page said (staff reading every seller: not one integration's). */
function LastSync({ list, staff }: { list: ReturnType<typeof useActorRef<StockFlows['existencesList']>>; staff: boolean }) {
  const format = useFormats();
  const facts = useSelector(list, selectCounts<LevelPageFacts>);
  if (!facts || staff) return null;
  return (
    <Alert.Root status={facts.lastSyncAt ? 'info' : 'warning'} role="status">
      <Alert.Indicator />
      <Alert.Title>
        {facts.lastSyncAt ? (
          <FormattedMessage id="stock.existences.lastSync" values={{ when: format.dateTime(facts.lastSyncAt) }} />
        ) : (
          <FormattedMessage id="stock.existences.neverSynced" />
        )}
      </Alert.Title>
    </Alert.Root>
  );
}
