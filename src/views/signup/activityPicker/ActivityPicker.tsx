import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Box, Button, Field, Flex, IconButton, Input, InputGroup, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActivityCategory } from '../../../../shared/onboarding/activitySearch.ts';
import { signupErrorMessageId, type SignupErrorCode } from '../../../../shared/onboarding/errors.ts';
import type { ActivitySelection, activityPickerMachine } from '../../../../machines/activityPicker/activityPicker.machine.ts';
import {
  selectActiveIndex,
  selectAnyPopupOpen,
  selectCanClear,
  selectCategoriesOpen,
  selectCategory,
  selectMaxLength,
  selectOptions,
  selectResultsOpen,
  selectResultsPanel,
  selectText,
} from '../../../../machines/activityPicker/activityPicker.selectors.ts';
import { useFlowActor } from '../../inspection/useFlowActor.ts';

const CATEGORIES: readonly ActivityCategory[] = [1, 2];

/** The design's sizes: suggestion and category lists at most 160 px high, the box at most 47rem wide. */
const LIST_MAX_HEIGHT = '160px';
const BOX_MAX_WIDTH = '47rem';

export interface ActivityPickerProps {
  /** The chosen activity (a restored draft when the picker mounts); empty strings for none. */
  code: string;
  label: string;
  /** Shown under the field, e.g. 'required' once the field is touched. */
  error?: SignupErrorCode;
  /** Called once per change of the chosen code and label (both empty when the choice is cleared). */
  onSelectionChange(selection: ActivitySelection): void;
  /** Called when the focus leaves the picker (the field counts as touched). */
  onBlur?(): void;
  /** The picker's logic with the catalogue provided (`createActivityPickerLogic()`). */
  logic: typeof activityPickerMachine;
}

/**
 * The economic-activity picker: an ARIA combobox over the SII catalogue with a "Buscar por" menu.
 * The machine holds every decision; this view maps keys, clicks and focus to its events and keeps
 * the DOM focus where a keyboard user expects it.
 */
export function ActivityPicker({ code, label, error, onSelectionChange, onBlur, logic }: ActivityPickerProps) {
  const intl = useIntl();
  const picker = useFlowActor(
    // Implementations are refreshed on every render, so the latest callback is the one called.
    logic.provide({ actions: { selectionChanged: (_, selection) => onSelectionChange(selection) } }),
    { input: { code, label } },
  );
  const text = useSelector(picker, selectText);
  const category = useSelector(picker, selectCategory);
  const maxLength = useSelector(picker, selectMaxLength);
  const resultsOpen = useSelector(picker, selectResultsOpen);
  const categoriesOpen = useSelector(picker, selectCategoriesOpen);
  const anyPopupOpen = useSelector(picker, selectAnyPopupOpen);
  const panel = useSelector(picker, selectResultsPanel);
  const options = useSelector(picker, selectOptions);
  const activeIndex = useSelector(picker, selectActiveIndex);
  const canClear = useSelector(picker, selectCanClear);

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const categoryButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const listboxId = useId();
  const menuId = useId();
  const headingId = useId();
  const errorId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const activeOption = resultsOpen && activeIndex >= 0 ? options[activeIndex] : undefined;

  // A press anywhere outside the picker closes its popups.
  useEffect(() => {
    if (!anyPopupOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) picker.send({ type: 'picker.dismiss' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anyPopupOpen, picker]);

  // The open menu takes the focus on its checked item (or the first), as a menu button does.
  useEffect(() => {
    if (!categoriesOpen) return;
    const items = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]');
    const checked = menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    (checked ?? items?.[0])?.focus();
  }, [categoriesOpen]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(`${listboxId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        picker.send({ type: 'picker.next' });
        break;
      case 'ArrowUp':
        event.preventDefault();
        picker.send({ type: 'picker.previous' });
        break;
      case 'Enter':
        // Enter picks the pointed suggestion instead of submitting the step's form.
        if (activeOption) {
          event.preventDefault();
          picker.send({ type: 'picker.pick', option: activeOption.option });
        }
        break;
      case 'Escape':
        if (anyPopupOpen) {
          event.preventDefault();
          picker.send({ type: 'picker.dismiss' });
        }
        break;
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      picker.send({ type: 'picker.dismiss' });
      categoryButtonRef.current?.focus();
    }
  };

  // The focus leaving the whole picker (Tab, or a click elsewhere) closes it and touches the field.
  const onFocusLeave = (event: FocusEvent<HTMLDivElement>) => {
    if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    picker.send({ type: 'picker.dismiss' });
    onBlur?.();
  };

  const categoryName = (value: ActivityCategory) => intl.formatMessage({ id: `activityPicker.category.${value}` });
  const categoryButtonText = category
    ? intl.formatMessage({ id: 'activityPicker.searchByChosen' }, { category: categoryName(category) })
    : intl.formatMessage({ id: 'activityPicker.searchBy' });
  const placeholder = intl.formatMessage({ id: `activityPicker.placeholder.${category ?? 'any'}` });
  // Keeps the focus where it is on a pointer press inside a popup (the person is still searching).
  const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

  return (
    <Field.Root invalid={error !== undefined} required ids={{ errorText: errorId }} width="full" maxW={BOX_MAX_WIDTH}>
      {/* Required like the step's other fields, and marked as they are. */}
      <Field.Label>
        {intl.formatMessage({ id: 'activityPicker.label' })}
        <Field.RequiredIndicator />
      </Field.Label>
      <Box ref={rootRef} position="relative" width="full" onBlur={onFocusLeave}>
        <Flex gap="2" direction={{ base: 'column', md: 'row' }} width="full">
          <Box position="relative" flexShrink={0}>
            <Button
              ref={categoryButtonRef}
              type="button"
              variant="outline"
              width={{ base: 'full', md: 'auto' }}
              aria-haspopup="menu"
              aria-expanded={categoriesOpen}
              aria-controls={categoriesOpen ? menuId : undefined}
              onClick={() => picker.send({ type: 'picker.categoriesToggle' })}
            >
              {categoryButtonText}
              <ChevronDownIcon />
            </Button>
            {categoriesOpen && (
              <Box
                ref={menuRef}
                id={menuId}
                role="menu"
                aria-label={intl.formatMessage({ id: 'activityPicker.searchBy' })}
                position="absolute"
                top="calc(100% + 4px)"
                insetStart="0"
                zIndex="dropdown"
                minW="full"
                maxH={LIST_MAX_HEIGHT}
                overflowY="auto"
                bg="bg.panel"
                borderWidth="1px"
                borderRadius="l2"
                boxShadow="md"
                py="1"
                onKeyDown={onMenuKeyDown}
              >
                {CATEGORIES.map((value) => (
                  <Button
                    key={value}
                    type="button"
                    role="menuitemradio"
                    aria-checked={category === value}
                    variant="ghost"
                    width="full"
                    justifyContent="flex-start"
                    borderRadius="0"
                    onClick={() => {
                      picker.send({ type: 'picker.categoryChoose', category: value });
                      inputRef.current?.focus();
                    }}
                  >
                    {categoryName(value)}
                  </Button>
                ))}
              </Box>
            )}
          </Box>
          <InputGroup
            flex="1"
            endElement={
              canClear ? (
                <IconButton
                  type="button"
                  aria-label={intl.formatMessage({ id: 'activityPicker.clear' })}
                  variant="ghost"
                  size="sm"
                  me="-2"
                  onMouseDown={keepFocus}
                  onClick={() => {
                    picker.send({ type: 'picker.clear' });
                    inputRef.current?.focus();
                  }}
                >
                  <CloseIcon />
                </IconButton>
              ) : undefined
            }
          >
            <Input
              ref={inputRef}
              role="combobox"
              type="text"
              name="codeUploadFile"
              autoComplete="off"
              inputMode={category === 2 ? 'numeric' : 'text'}
              // By Código the machine keeps the digits of what is typed or pasted ('01.11.01' -> 011101),
              // so the browser must not cut a paste at 6 characters first.
              maxLength={category === 2 ? undefined : maxLength}
              placeholder={placeholder}
              value={text}
              aria-autocomplete="list"
              aria-expanded={resultsOpen}
              aria-controls={listboxId}
              aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => picker.send({ type: 'picker.type', text: event.target.value })}
              onKeyDown={onInputKeyDown}
            />
          </InputGroup>
        </Flex>
        <Box
          hidden={!resultsOpen}
          position="absolute"
          top="calc(100% + 4px)"
          insetStart="0"
          width="full"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="l2"
          boxShadow="md"
          onMouseDown={keepFocus}
        >
          <Flex align="center" justify="space-between" gap="2" px="3" py="2" borderBottomWidth="1px">
            <Text id={headingId} textStyle="sm" fontWeight="semibold">
              {intl.formatMessage({ id: 'activityPicker.suggestions' })}
            </Text>
            {panel === 'suggestions' && (
              <Button type="button" variant="plain" size="xs" colorPalette="brand" onClick={() => picker.send({ type: 'picker.clearSuggestions' })}>
                {intl.formatMessage({ id: 'activityPicker.clearSuggestions' })}
              </Button>
            )}
          </Flex>
          <Box as="ul" id={listboxId} role="listbox" aria-labelledby={headingId} maxH={LIST_MAX_HEIGHT} overflowY="auto" listStyle="none" m="0" p="0">
            {panel === 'suggestions' &&
              options.map((option, index) => (
                <Box
                  as="li"
                  key={option.code}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  px="3"
                  py="1.5"
                  textStyle="sm"
                  cursor="pointer"
                  bg={index === activeIndex ? 'brand.subtle' : undefined}
                  _hover={{ bg: 'bg.muted' }}
                  onClick={() => picker.send({ type: 'picker.pick', option: option.option })}
                >
                  {option.option}
                </Box>
              ))}
          </Box>
          {panel !== 'suggestions' && (
            <Box role="status" px="3" py="2" textStyle="sm">
              {panel === 'loading' && <Text>{intl.formatMessage({ id: 'activityPicker.loading' })}</Text>}
              {panel === 'failed' && (
                <Flex align="center" justify="space-between" gap="2">
                  <Text>{intl.formatMessage({ id: 'activityPicker.loadFailed' })}</Text>
                  <Button type="button" size="xs" variant="outline" onClick={() => picker.send({ type: 'picker.retry' })}>
                    {intl.formatMessage({ id: 'activityPicker.retry' })}
                  </Button>
                </Flex>
              )}
              {panel === 'noSuggestions' && (
                <>
                  <Text>{intl.formatMessage({ id: 'activityPicker.noSuggestions' }, { text })}</Text>
                  <Text color="fg.muted">{intl.formatMessage({ id: 'activityPicker.noSuggestionsHint' })}</Text>
                </>
              )}
            </Box>
          )}
        </Box>
      </Box>
      {error && <Field.ErrorText>{intl.formatMessage({ id: signupErrorMessageId(error) })}</Field.ErrorText>}
    </Field.Root>
  );
}

function ChevronDownIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}
