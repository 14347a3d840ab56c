/**
 * The list's filters: the search (applied once the typing stops), the period, the statuses of the
 * tab and the sort. Each control sends its event to the list's chart; the chart owns the values.
 */
import { Field, Grid, Input, NativeSelect } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { SellerPickerLogic } from '../../../src/app/modules/sellerPicker.ts';
import { FoldingFilters } from '../../../src/views/kit/FoldingFilters.tsx';
import { ListSellerFilter } from '../../../src/views/kit/SellerFilter.tsx';
import { appliedFilters, ORDER_SORTS, SEARCH_MAX_LENGTH, SORT_DIRECTIONS } from '../machines/orderFilters.ts';
import type { ordersListMachine } from '../machines/ordersList.machine.ts';
import { selectFilters, selectSearchText } from '../../../machines/list/list.selectors.ts';
import type { OrderFilters } from '../machines/orderFilters.ts';
import type { OrderSort, SortDirection } from '../machines/orders.types.ts';
import { StatusFilter } from './StatusFilter.tsx';

export interface OrdersFiltersProps {
  list: ActorRefFrom<typeof ordersListMachine>;
  /** The seller filter, for staff; null for a seller (its list holds only its own orders). */
  sellerPicker: SellerPickerLogic | null;
  inspect?: ModuleHost['inspect'];
}

export function OrdersFilters({ list, sellerPicker, inspect }: OrdersFiltersProps) {
  const intl = useIntl();
  const filters = useSelector(list, selectFilters<OrderFilters>);
  const searchText = useSelector(list, selectSearchText);
  const sortOf = (value: string) => ORDER_SORTS.find((sort) => sort === value) ?? filters.sort;
  const directionOf = (value: string) => SORT_DIRECTIONS.find((direction) => direction === value) ?? filters.direction;
  const sendSort = (sort: OrderSort, direction: SortDirection) => list.send({ type: 'filter.sort', sort, direction });
  return (
    <Grid
      as="form"
      role="search"
      aria-label={intl.formatMessage({ id: 'orders.filters.label' })}
      onSubmit={(event) => event.preventDefault()}
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: '2fr repeat(4, minmax(0, 1fr))' }}
      gap="3"
      alignItems="end"
    >
      <Field.Root>
        <Field.Label>
          <FormattedMessage id="orders.filters.search" />
        </Field.Label>
        <Input type="search" value={searchText} maxLength={SEARCH_MAX_LENGTH} onChange={(event) => list.send({ type: 'filter.search', text: event.currentTarget.value })} />
      </Field.Root>
      <FoldingFilters applied={appliedFilters(filters)}>
        {sellerPicker ? (
          <ListSellerFilter logic={sellerPicker} sellerId={filters.sellerId} onChange={(sellerId) => list.send({ type: 'filter.seller', sellerId })} inspect={inspect} />
        ) : null}
        <Field.Root>
          <Field.Label>
            <FormattedMessage id="orders.filters.from" />
          </Field.Label>
          <Input
            type="date"
            value={filters.from ?? ''}
            max={filters.to ?? undefined}
            onChange={(event) => list.send({ type: 'filter.period', from: event.currentTarget.value || null, to: filters.to })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <FormattedMessage id="orders.filters.to" />
          </Field.Label>
          <Input
            type="date"
            value={filters.to ?? ''}
            min={filters.from ?? undefined}
            onChange={(event) => list.send({ type: 'filter.period', from: filters.from, to: event.currentTarget.value || null })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <FormattedMessage id="orders.filters.sort" />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={filters.sort} onChange={(event) => sendSort(sortOf(event.currentTarget.value), filters.direction)}>
              {ORDER_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {intl.formatMessage({ id: `orders.sort.${sort}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <FormattedMessage id="orders.filters.direction" />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={filters.direction} onChange={(event) => sendSort(filters.sort, directionOf(event.currentTarget.value))}>
              {SORT_DIRECTIONS.map((direction) => (
                <option key={direction} value={direction}>
                  {intl.formatMessage({ id: `orders.direction.${direction}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Grid gridColumn="1 / -1">
          <StatusFilter group={filters.group} chosen={filters.statuses} onChange={(statuses) => list.send({ type: 'filter.statuses', statuses })} />
        </Grid>
      </FoldingFilters>
    </Grid>
  );
}
