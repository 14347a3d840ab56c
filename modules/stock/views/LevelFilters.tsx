/**
 * The filters of a level list (Stock and Existencias): the search by SKU or name (applied once the
 * typing stops), the warehouse and, for staff, the seller. The warehouse select is a projection of
 * the warehouses' chart, which reads the chosen seller's warehouses whenever the list's seller changes.
 */
import { useEffect } from 'react';
import { Box, Button, Field, HStack, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectFilters, selectSearchText } from '../../../machines/list/list.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { SellerPickerLogic } from '../../../src/app/modules/sellerPicker.ts';
import { SearchField } from '../../../src/views/kit/ListFilters.tsx';
import { ListSellerFilter } from '../../../src/views/kit/SellerFilter.tsx';
import type { existencesListMachine } from '../machines/existencesList.machine.ts';
import { STOCK_SEARCH_MAX_LENGTH, type StockFilters } from '../machines/stockFilters.ts';
import type { stockListMachine } from '../machines/stockList.machine.ts';
import type { warehouseChoicesMachine } from '../machines/warehouseChoices.machine.ts';
import { selectAwaitsSeller, selectWarehouses, selectWarehousesFailed } from '../machines/warehouseChoices.selectors.ts';

export type LevelListRef = ActorRefFrom<typeof stockListMachine> | ActorRefFrom<typeof existencesListMachine>;
export type ChoicesRef = ActorRefFrom<typeof warehouseChoicesMachine>;

export interface LevelFiltersProps {
  list: LevelListRef;
  choices: ChoicesRef;
  /** The seller filter's chart, for staff who may look sellers up; null for a seller. */
  sellerPicker: SellerPickerLogic | null;
  inspect: ModuleHost['inspect'];
}

export function LevelFilters({ list, choices, sellerPicker, inspect }: LevelFiltersProps) {
  const intl = useIntl();
  const filters = useSelector(list, selectFilters<StockFilters>);
  const searchText = useSelector(list, selectSearchText);
  // The list's seller is the URL's: whichever way it changed, the warehouses offered are that seller's.
  useEffect(() => {
    if (choices.getSnapshot().context.sellerId !== filters.sellerId) choices.send({ type: 'warehouses.seller', sellerId: filters.sellerId });
  }, [choices, filters.sellerId]);
  return (
    <SimpleGrid
      as="form"
      role="search"
      aria-label={intl.formatMessage({ id: 'stock.filters' })}
      onSubmit={(event) => event.preventDefault()}
      columns={{ base: 1, md: sellerPicker ? 3 : 2 }}
      gap="3"
      alignItems="start"
    >
      <SearchField
        label="stock.search"
        placeholder="stock.searchHint"
        text={searchText}
        maxLength={STOCK_SEARCH_MAX_LENGTH}
        onType={(text) => list.send({ type: 'filter.search', text })}
      />
      {sellerPicker ? (
        <Box>
          <ListSellerFilter logic={sellerPicker} sellerId={filters.sellerId} onChange={(sellerId) => list.send({ type: 'filter.seller', sellerId })} inspect={inspect} />
        </Box>
      ) : null}
      <WarehouseFilter choices={choices} warehouseId={filters.warehouseId} onChange={(warehouseId) => list.send({ type: 'filter.warehouse', warehouseId })} />
    </SimpleGrid>
  );
}

/**
 * The seller's warehouses, "Todas las bodegas" first. While they are read the select offers only
 * that (and the warehouse the list is narrowed to, unnamed); staff choose a seller first; if they
 * cannot be read it says so, with "Reintentar".
 */
export function WarehouseFilter({ choices, warehouseId, onChange }: { choices: ChoicesRef; warehouseId: number | null; onChange: (warehouseId: number | null) => void }) {
  const intl = useIntl();
  const warehouses = useSelector(choices, selectWarehouses);
  const failed = useSelector(choices, selectWarehousesFailed);
  const awaitsSeller = useSelector(choices, selectAwaitsSeller);
  return (
    <Field.Root disabled={awaitsSeller}>
      <Field.Label>
        <FormattedMessage id="stock.warehouse" />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={warehouseId === null ? '' : String(warehouseId)} onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}>
          <option value="">{intl.formatMessage({ id: 'stock.warehouse.all' })}</option>
          {/* The address's warehouse while the warehouses are not read: the list is narrowed by it, so the select says so. */}
          {warehouseId !== null && !warehouses.some((warehouse) => warehouse.id === warehouseId) && (
            <option value={warehouseId}>{intl.formatMessage({ id: 'stock.warehouse.chosen' })}</option>
          )}
          {warehouses.map((warehouse) => (
            <option key={warehouse.id} value={warehouse.id}>
              {warehouse.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {awaitsSeller && (
        <Field.HelperText>
          <FormattedMessage id="stock.warehouse.chooseSeller" />
        </Field.HelperText>
      )}
      {failed && (
        <HStack role="alert" gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.error">
            <FormattedMessage id="stock.warehouse.failed" />
          </Text>
          <Button size="xs" variant="outline" onClick={() => choices.send({ type: 'warehouses.retry' })}>
            <FormattedMessage id="stock.retry" />
          </Button>
        </HStack>
      )}
    </Field.Root>
  );
}
