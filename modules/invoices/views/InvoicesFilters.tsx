/** The list's filters: the boleta's state (three buttons, one pressed), a search by order number or folio, and what the page adds. */
import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InvoiceFilters, InvoiceState } from '../machines/invoices.types.ts';

const STATES: readonly (InvoiceState | null)[] = [null, 'pending', 'attached'];

export interface InvoicesFiltersProps {
  filters: InvoiceFilters;
  onState: (state: InvoiceState | null) => void;
  onSearch: (q: string) => void;
  /** Filters the page adds beside these (the seller, for staff). */
  children?: React.ReactNode;
}

export function InvoicesFilters({ filters, onState, onSearch, children }: InvoicesFiltersProps) {
  const intl = useIntl();
  return (
    <Flex gap="4" wrap="wrap" align="flex-end">
      <Flex role="group" aria-label={intl.formatMessage({ id: 'invoices.filter.state' })} gap="1">
        {STATES.map((state) => (
          <Button key={state ?? 'all'} size="sm" variant={filters.state === state ? 'solid' : 'outline'} aria-pressed={filters.state === state} onClick={() => onState(state)}>
            <FormattedMessage id={`invoices.filter.${state ?? 'all'}`} />
          </Button>
        ))}
      </Flex>
      <form
        // A search restored from the address (a step back, the menu) shows in the box.
        key={filters.q}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          // The box is the browser's until the search is sent; the applied search is the chart's.
          onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
        }}
      >
        <Flex gap="2" align="flex-end">
          <Field.Root>
            <Field.Label>
              <FormattedMessage id="invoices.filter.search" />
            </Field.Label>
            <Input name="q" defaultValue={filters.q} maxLength={11} inputMode="numeric" pattern="[0-9-]*" width="14rem" />
          </Field.Root>
          <Button type="submit" variant="outline">
            <FormattedMessage id="invoices.filter.searchButton" />
          </Button>
        </Flex>
      </form>
      {children}
    </Flex>
  );
}
