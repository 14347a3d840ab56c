/**
 * The seller's buttons on an order: only those the order's chart offers (`selectActionButtons`:
 * `snapshot.can` on an order at rest, from the order's own `allowedActions` and `labelAvailable`);
 * while one is under way, or the cancel dialog is open, they stay, disabled.
 */
import type { RefObject } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { orderDetailMachine } from '../machines/orderDetail.machine.ts';
import { sameActionButtons, selectActionButtons, type ActionButton } from '../machines/orderDetail.selectors.ts';

export interface OrderActionsProps {
  order: ActorRefFrom<typeof orderDetailMachine>;
  /** "No puedo cumplir", where the focus goes back when its dialog closes. */
  cancelButtonRef: RefObject<HTMLButtonElement | null>;
}

const LOOK: Record<ActionButton, { colorPalette: string; variant: 'solid' | 'outline' | 'ghost' }> = {
  pack: { colorPalette: 'brand', variant: 'outline' },
  readyToShip: { colorPalette: 'brand', variant: 'solid' },
  label: { colorPalette: 'gray', variant: 'outline' },
  cancel: { colorPalette: 'red', variant: 'ghost' },
};

const EVENT: Record<ActionButton, { type: 'order.pack' | 'order.readyToShip' | 'order.label' | 'order.cancel' }> = {
  pack: { type: 'order.pack' },
  readyToShip: { type: 'order.readyToShip' },
  label: { type: 'order.label' },
  cancel: { type: 'order.cancel' },
};

export function OrderActions({ order, cancelButtonRef }: OrderActionsProps) {
  const intl = useIntl();
  const buttons = useSelector(order, selectActionButtons, sameActionButtons);
  if (buttons.length === 0) return null;
  return (
    <Flex role="group" aria-label={intl.formatMessage({ id: 'orders.actions.label' })} gap="2" wrap="wrap">
      {buttons.map(({ button, enabled, busy }) => (
        <Button
          key={button}
          ref={button === 'cancel' ? cancelButtonRef : undefined}
          {...LOOK[button]}
          loading={busy}
          disabled={!enabled}
          onClick={() => order.send(EVENT[button])}
        >
          <FormattedMessage id={`orders.action.${button}`} />
        </Button>
      ))}
    </Flex>
  );
}
