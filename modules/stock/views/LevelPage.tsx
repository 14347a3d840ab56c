/**
 * A level's page (/stock/levels/<id>): the SKU and its product in one warehouse, with its units on
 * hand, reserved and available now, and the SKU's history under it: every movement, newest first,
 * with what made it (by its name), by how much on hand and reserved, what was left, who (by name;
 * the marketplace, a carrier or the integration when no person) and when. The history shows the
 * level's warehouse, or another or every one, and pages with "Cargar más".
 */
import { Alert, Button, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { Fact } from '../../../src/views/kit/Fact.tsx';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ListResults, type ListMessages } from '../../../src/views/kit/ListResults.tsx';
import { problemText } from '../../../src/views/kit/problemText.ts';
import { ResultRows } from '../../../src/views/kit/ResultRows.tsx';
import { useUrlFilters } from '../../../src/views/kit/useUrlFilters.ts';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import { selectFilters } from '../../../machines/list/list.selectors.ts';
import type { StockFlows } from '../flows.ts';
import { historyFiltersFromQuery, queryOfHistoryFilters, type HistoryFilters } from '../machines/historyFilters.ts';
import { selectLevel, selectLevelProblem, selectLevelScreen } from '../machines/levelHead.selectors.ts';
import type { StockLevel, StockMovement } from '../machines/stock.types.ts';
import { LevelBadge } from './LevelRows.tsx';
import { WarehouseFilter } from './LevelFilters.tsx';

const MESSAGES: ListMessages = {
  loading: 'stock.history.loading',
  failed: 'stock.history.failed',
  emptyFiltered: 'stock.history.emptyWarehouse',
  emptyUnfiltered: 'stock.history.empty',
  moreFailed: 'stock.history.moreFailed',
};

export interface LevelPageProps {
  flows: Pick<StockFlows, 'levelHead' | 'movementHistory' | 'warehouseChoices'>;
  levelId: number;
  search: string;
  backHref: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect' | 'session'>;
}

export function LevelPage({ flows, levelId, search, backHref, host }: LevelPageProps) {
  const intl = useIntl();
  const head = useActorRef(flows.levelHead, { input: { levelId }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(head, selectLevelScreen);
  const level = useSelector(head, selectLevel);
  const problem = useSelector(head, selectLevelProblem);
  const back = (
    <PortalLink href={backHref} onOpen={(href) => host.navigate(href)}>
      <FormattedMessage id="stock.level.back" />
    </PortalLink>
  );
  if (screen === 'notFound') {
    return (
      <Stack gap="4" align="flex-start">
        {back}
        <Heading as="h1" size="2xl">
          <FormattedMessage id="stock.level.notFound" />
        </Heading>
      </Stack>
    );
  }
  if (screen === 'failed') {
    return (
      <Stack gap="4" align="flex-start">
        {back}
        <Heading as="h1" size="2xl">
          <FormattedMessage id="stock.level.failed" />
        </Heading>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problemText(intl, 'stock', problem)}</Alert.Title>
        </Alert.Root>
        <Button colorPalette="brand" onClick={() => head.send({ type: 'level.retry' })}>
          <FormattedMessage id="stock.retry" />
        </Button>
      </Stack>
    );
  }
  if (screen === 'loading' || !level) {
    return (
      <Stack gap="4" align="flex-start">
        {back}
        <Text role="status" color="fg.muted">
          <FormattedMessage id="stock.level.loading" />
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      {back}
      <LevelFacts level={level} />
      <History flows={flows} level={level} search={search} host={host} />
    </Stack>
  );
}

function LevelFacts({ level }: { level: StockLevel }) {
  const format = useFormats();
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {level.name}
      </Heading>
      <Text color="fg.muted">
        <FormattedMessage id="stock.level.subtitle" values={{ sku: level.sku, warehouse: level.warehouse.name, when: format.dateTime(level.updatedAt) }} />{' '}
        <LevelBadge state={level.state} />
      </Text>
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" margin="0" maxWidth="sm">
        <Fact label="stock.column.onHand">{format.number(level.onHand)}</Fact>
        <Fact label="stock.column.reserved">{format.number(level.reserved)}</Fact>
        <Fact label="stock.column.available">{format.number(level.available)}</Fact>
      </chakra.dl>
    </Stack>
  );
}

/** The SKU's movements, for the level read above (the history is asked for by SKU). */
function History({ flows, level, search, host }: { flows: LevelPageProps['flows']; level: StockLevel; search: string; host: LevelPageProps['host'] }) {
  const intl = useIntl();
  const staff = host.session.sellerId === null;
  const inspect = host.inspect ? { inspect: host.inspect } : {};
  // One reader per level: the address is compared with the history's filters only when either changes.
  const urlFilters = useMemo(() => ({ read: (query: string) => historyFiltersFromQuery(query, level, { staff }), write: queryOfHistoryFilters }), [level, staff]);
  const list = useActorRef(flows.movementHistory, { input: { filters: urlFilters.read(search) }, ...inspect });
  const choices = useActorRef(flows.warehouseChoices, { input: { sellerId: staff ? level.sellerId : null, perSeller: staff }, ...inspect });
  const filters = useSelector(list, selectFilters<HistoryFilters>);
  useUrlFilters(list, search, urlFilters);
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        <FormattedMessage id="stock.history.title" />
      </Heading>
      <SimpleGrid as="form" role="search" aria-label={intl.formatMessage({ id: 'stock.history.filters' })} onSubmit={(event) => event.preventDefault()} columns={{ base: 1, md: 2 }} gap="3">
        <WarehouseFilter choices={choices} warehouseId={filters.warehouseId} onChange={(warehouseId) => list.send({ type: 'filter.warehouse', warehouseId })} />
      </SimpleGrid>
      <ListResults<StockMovement> list={list} module="stock" messages={MESSAGES}>
        {(rows) => <MovementRows rows={rows} />}
      </ListResults>
    </Stack>
  );
}

/** A signed change: +3, −2, 0. */
const signed = (intl: ReturnType<typeof useIntl>, value: number) => intl.formatNumber(value, { signDisplay: 'exceptZero' });

function MovementRows({ rows }: { rows: readonly StockMovement[] }) {
  const intl = useIntl();
  const format = useFormats();
  return (
    <ResultRows<StockMovement>
      rows={rows}
      rowKey={(row) => row.id}
      cardHeading="h3"
      caption={intl.formatMessage({ id: 'stock.history.caption' })}
      columns={[
        { header: 'stock.movement.kind', cell: (row) => <MovementName movement={row} /> },
        { header: 'stock.movement.when', nowrap: true, cell: (row) => format.dateTime(row.at) },
        { header: 'stock.column.warehouse', cell: (row) => row.warehouse.name },
        { header: 'stock.movement.onHand', numeric: true, nowrap: true, cell: (row) => intl.formatMessage({ id: 'stock.movement.change' }, { delta: signed(intl, row.onHandDelta), after: format.number(row.onHandAfter) }) },
        { header: 'stock.movement.reserved', numeric: true, nowrap: true, cell: (row) => intl.formatMessage({ id: 'stock.movement.change' }, { delta: signed(intl, row.reservedDelta), after: format.number(row.reservedAfter) }) },
        { header: 'stock.movement.by', cell: (row) => row.by?.name ?? intl.formatMessage({ id: `stock.movement.byNobody.${row.kind}` }) },
      ]}
    />
  );
}

/** What made the movement, by its name, with the order, return or import behind it. */
function MovementName({ movement }: { movement: StockMovement }) {
  return (
    <>
      <Text as="span" display="block" fontWeight="semibold">
        <FormattedMessage id={`stock.movement.${movement.kind}`} />
      </Text>
      {movement.order && (
        <Text as="span" display="block" fontSize="xs" color="fg.muted">
          <FormattedMessage id="stock.movement.order" values={{ orderNumber: movement.order.orderNumber }} />
        </Text>
      )}
      {movement.return && (
        <Text as="span" display="block" fontSize="xs" color="fg.muted">
          <FormattedMessage id="stock.movement.return" values={{ returnNumber: movement.return.returnNumber }} />
        </Text>
      )}
    </>
  );
}
