/**
 * The seller filter of the lists staff read across sellers: a combobox where part of a name or a RUT
 * is typed and one of the sellers found is chosen (machines/sellerPicker). The chart owns the text,
 * the sellers found and the choice; the box only draws them and sends what the person does. It is
 * the ARIA combobox pattern written out (arrows move into the list, Enter or a click chooses, Escape
 * goes back to the box) rather than Chakra's combobox, whose 13 KB would be carried by every module
 * with a staff list while the shell never loads it.
 * `onChange` tells the list which seller to filter by (null: every seller).
 */
import { useEffect, useId, useRef, type FocusEvent } from 'react';
import { Box, Button, CloseButton, Field, Flex, HStack, Input, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom, InspectionEvent, Observer } from 'xstate';
import { SELLER_SEARCH_MAX_LENGTH, type SellerChoice, type sellerPickerMachine } from '../../../machines/sellerPicker/sellerPicker.machine.ts';
import {
  selectChosenValue,
  selectSellerListOpen,
  selectSellerNotice,
  selectSellerOptions,
  selectSellerText,
} from '../../../machines/sellerPicker/sellerPicker.selectors.ts';

export interface ListSellerFilterProps {
  /** The seller filter's chart, provided by the module (src/app/modules/sellerPicker.ts). */
  logic: typeof sellerPickerMachine;
  /** The seller the list filters by now (its URL's), or null. */
  sellerId: number | null;
  onChange: (sellerId: number | null) => void;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined;
}

/**
 * The seller filter of a list: its chart runs as long as the list is shown and follows the list's
 * seller when the address changes from outside (a step back, the menu).
 */
export function ListSellerFilter({ logic, sellerId, onChange, inspect }: ListSellerFilterProps) {
  const picker = useActorRef(logic, { input: { sellerId }, ...(inspect ? { inspect } : {}) });
  useEffect(() => {
    picker.send({ type: 'seller.restore', sellerId });
  }, [picker, sellerId]);
  return <SellerFilter picker={picker} onChange={onChange} />;
}

export interface SellerFilterProps {
  picker: ActorRefFrom<typeof sellerPickerMachine>;
  /** The list's filter: the chosen seller's id, or null for every seller. */
  onChange: (sellerId: number | null) => void;
}

export function SellerFilter({ picker, onChange }: SellerFilterProps) {
  const intl = useIntl();
  const text = useSelector(picker, selectSellerText);
  const options = useSelector(picker, selectSellerOptions);
  const open = useSelector(picker, selectSellerListOpen);
  const value = useSelector(picker, selectChosenValue);
  const notice = useSelector(picker, selectSellerNotice);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = `${id}-sellers`;

  const choose = (seller: SellerChoice | null) => {
    if (seller) {
      picker.send({ type: 'seller.choose', seller });
      onChange(seller.id);
    } else {
      picker.send({ type: 'seller.clear' });
      onChange(null);
    }
    inputRef.current?.focus();
  };
  /** The option `by` places from the focused one (from the box: the first), wrapping around. */
  const focusOption = (from: Element | null, by: 1 | -1) => {
    const all = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
    if (all.length === 0) return;
    const at = all.findIndex((option) => option === from);
    all[at === -1 ? (by === 1 ? 0 : all.length - 1) : (at + by + all.length) % all.length]?.focus();
  };
  const close = () => {
    picker.send({ type: 'seller.close' });
    inputRef.current?.focus();
  };

  return (
    <Field.Root
      // Leaving the box and its list for anything else closes the list, as a click outside does.
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) picker.send({ type: 'seller.close' });
      }}
    >
      <Field.Label>
        <FormattedMessage id="kit.sellerFilter.label" />
      </Field.Label>
      <Box position="relative" width="full">
        <Input
          ref={inputRef}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          autoComplete="off"
          value={text}
          onChange={(event) => picker.send({ type: 'seller.type', text: event.target.value })}
          onKeyDown={(event) => {
            // Escape gives the box back its chosen seller whether or not the list is open yet.
            if (event.key === 'Escape') picker.send({ type: 'seller.close' });
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              focusOption(null, event.key === 'ArrowDown' ? 1 : -1);
            }
          }}
          paddingEnd={value.length > 0 ? '10' : undefined}
          maxLength={SELLER_SEARCH_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: notice === 'unnamed' ? 'kit.sellerFilter.unnamedValue' : 'kit.sellerFilter.placeholder' })}
        />
        {value.length > 0 ? (
          <Flex position="absolute" insetEnd="1" top="0" bottom="0" align="center">
            <CloseButton size="xs" aria-label={intl.formatMessage({ id: 'kit.sellerFilter.clear' })} onClick={() => choose(null)} />
          </Flex>
        ) : null}
        {open ? (
          <Box
            as="ul"
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={intl.formatMessage({ id: 'kit.sellerFilter.label' })}
            position="absolute"
            insetStart="0"
            insetEnd="0"
            top="calc(100% + 4px)"
            zIndex="dropdown"
            listStyleType="none"
            bg="bg.panel"
            boxShadow="md"
            borderRadius="l2"
            py="1"
            maxHeight="72"
            overflowY="auto"
          >
            {options.length === 0 ? (
              <Box as="li" role="presentation" px="3" py="2" textStyle="sm" color="fg.muted">
                <FormattedMessage id="kit.sellerFilter.none" />
              </Box>
            ) : (
              options.map((seller) => (
                <Box
                  as="li"
                  key={seller.id}
                  role="option"
                  tabIndex={-1}
                  aria-selected={value[0] === String(seller.id)}
                  px="3"
                  py="2"
                  textStyle="sm"
                  cursor="pointer"
                  _hover={{ bg: 'bg.muted' }}
                  _focus={{ bg: 'bg.muted', outline: 'none' }}
                  onClick={() => choose(seller)}
                  onKeyDown={(event) => {
                    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                      event.preventDefault();
                      focusOption(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
                    } else if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      choose(seller);
                    } else if (event.key === 'Escape') {
                      close();
                    }
                  }}
                >
                  {seller.name}
                </Box>
              ))
            )}
          </Box>
        ) : null}
      </Box>
      <SellerNotice notice={notice} onRetry={() => picker.send({ type: 'seller.retry' })} />
    </Field.Root>
  );
}

function SellerNotice({ notice, onRetry }: { notice: ReturnType<typeof selectSellerNotice>; onRetry: () => void }) {
  if (notice === null) return null;
  if (notice === 'searching') {
    return (
      <Text role="status" fontSize="sm" color="fg.muted">
        <FormattedMessage id="kit.sellerFilter.searching" />
      </Text>
    );
  }
  return (
    <HStack role="alert" gap="2" wrap="wrap">
      <Text fontSize="sm" color="fg.error">
        <FormattedMessage id={notice === 'failed' ? 'kit.sellerFilter.failed' : 'kit.sellerFilter.unnamed'} />
      </Text>
      {notice === 'failed' ? (
        <Button size="xs" variant="outline" onClick={onRetry}>
          <FormattedMessage id="kit.sellerFilter.retry" />
        </Button>
      ) : null}
    </HStack>
  );
}
