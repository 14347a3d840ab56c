/**
 * The queue's filters: the seller and the category (those with pending products, each with how
 * many, as the queue's last page counted them), the days sent between, how long a product has
 * waited, and the order. The chart owns the values; every change is an event to it.
 */
import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectFilters } from '../../../machines/list/list.selectors.ts';
import { OptionSelect } from '../../../src/views/kit/OptionSelect.tsx';
import { selectChoices } from '../machines/queue.selectors.ts';
import { dayOf, WAITING_DAYS, type QueueFilters as Filters, type QueueOrder } from '../machines/queueFilters.ts';
import type { reviewQueueMachine } from '../machines/reviewQueue.machine.ts';
import type { Facet } from '../machines/reviews.types.ts';

type QueueRef = ActorRefFrom<typeof reviewQueueMachine>;

const ORDERS: readonly QueueOrder[] = ['oldest', 'newest'];

export function QueueFilters({ queue, still }: { queue: QueueRef; still: boolean }) {
  const intl = useIntl();
  const filters = useSelector(queue, selectFilters<Filters>);
  const { sellers, categories } = useSelector(queue, selectChoices);
  const waitingOptions = WAITING_DAYS.map(String);
  return (
    <SimpleGrid
      as="form"
      role="search"
      aria-label={intl.formatMessage({ id: 'catalogApproval.queue.filters' })}
      onSubmit={(event) => event.preventDefault()}
      columns={{ base: 1, md: 3 }}
      gap="3"
      alignItems="start"
    >
      <FacetSelect
        label="catalogApproval.queue.seller"
        none="catalogApproval.queue.seller.all"
        facets={sellers}
        chosen={filters.sellerId}
        disabled={still}
        onChange={(sellerId) => queue.send({ type: 'filter.seller', sellerId })}
      />
      <FacetSelect
        label="catalogApproval.queue.category"
        none="catalogApproval.queue.category.all"
        facets={categories}
        chosen={filters.categoryId}
        disabled={still}
        onChange={(categoryId) => queue.send({ type: 'filter.category', categoryId })}
      />
      <Field.Root disabled={still}>
        <Field.Label>
          <FormattedMessage id="catalogApproval.queue.waiting" />
        </Field.Label>
        <OptionSelect
          value={filters.minWaitingDays === null ? '' : String(filters.minWaitingDays)}
          options={waitingOptions}
          optionTextId={() => 'catalogApproval.queue.waiting.days'}
          noneTextId="catalogApproval.queue.waiting.any"
          optionText={(option) => intl.formatMessage({ id: 'catalogApproval.queue.waiting.days' }, { days: Number(option) })}
          onChange={(option) => queue.send({ type: 'filter.waiting', days: option === '' ? null : Number(option) })}
        />
      </Field.Root>
      <Field.Root disabled={still}>
        <Field.Label>
          <FormattedMessage id="catalogApproval.queue.from" />
        </Field.Label>
        <Input
          type="date"
          value={filters.submittedFrom ?? ''}
          onChange={(event) => queue.send({ type: 'filter.submitted', from: dayOf(event.currentTarget.value), to: filters.submittedTo })}
        />
      </Field.Root>
      <Field.Root disabled={still}>
        <Field.Label>
          <FormattedMessage id="catalogApproval.queue.to" />
        </Field.Label>
        <Input
          type="date"
          value={filters.submittedTo ?? ''}
          onChange={(event) => queue.send({ type: 'filter.submitted', from: filters.submittedFrom, to: dayOf(event.currentTarget.value) })}
        />
      </Field.Root>
      <Field.Root disabled={still}>
        <Field.Label>
          <FormattedMessage id="catalogApproval.queue.order" />
        </Field.Label>
        <OptionSelect
          value={filters.order}
          options={ORDERS}
          optionTextId={(order) => `catalogApproval.queue.order.${order}`}
          onChange={(order) => queue.send({ type: 'filter.order', order: order === '' ? 'oldest' : order })}
        />
      </Field.Root>
    </SimpleGrid>
  );
}

interface FacetSelectProps {
  label: string;
  none: string;
  facets: readonly Facet[];
  chosen: number | null;
  disabled: boolean;
  onChange: (id: number | null) => void;
}

/** A seller or a category, each with its count; the address's choice stays named when no product of it waits. */
function FacetSelect({ label, none, facets, chosen, disabled, onChange }: FacetSelectProps) {
  const intl = useIntl();
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>
        <FormattedMessage id={label} />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={chosen === null ? '' : String(chosen)} onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}>
          <option value="">{intl.formatMessage({ id: none })}</option>
          {chosen !== null && !facets.some((facet) => facet.id === chosen) && (
            <option value={chosen}>{intl.formatMessage({ id: 'catalogApproval.queue.choice.chosen' })}</option>
          )}
          {facets.map((facet) => (
            <option key={facet.id} value={facet.id}>
              {intl.formatMessage({ id: 'catalogApproval.queue.choice' }, { name: facet.name, count: facet.count })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
