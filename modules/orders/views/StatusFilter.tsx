import { Checkbox, Fieldset, Flex } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { statusesOf } from '../../../shared/orders/lifecycle.ts';
import type { OrderStatus, OrderStatusGroup } from '../machines/orders.types.ts';
import { statusLabelId } from './statusAppearance.ts';

export interface StatusFilterProps {
  group: OrderStatusGroup;
  chosen: readonly OrderStatus[];
  onChange: (statuses: OrderStatus[]) => void;
}

/**
 * The statuses of the shown tab, any number of them (none: all of the tab). A tab of one status has
 * nothing to choose from, so it shows no choice.
 */
export function StatusFilter({ group, chosen, onChange }: StatusFilterProps) {
  const options = statusesOf(group);
  if (options.length < 2) return null;
  const toggle = (status: OrderStatus, checked: boolean) => onChange(options.filter((option) => (option === status ? checked : chosen.includes(option))));
  return (
    <Fieldset.Root size="sm">
      <Fieldset.Legend>
        <FormattedMessage id="orders.filters.status" />
      </Fieldset.Legend>
      <Fieldset.Content>
        <Flex wrap="wrap" columnGap="4" rowGap="2">
          {options.map((status) => (
            <Checkbox.Root key={status} size="sm" checked={chosen.includes(status)} onCheckedChange={(details) => toggle(status, details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <FormattedMessage id={statusLabelId(status)} />
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
