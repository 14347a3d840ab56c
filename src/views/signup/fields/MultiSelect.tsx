import { memo, useCallback, useId } from 'react';
import { Checkbox, Fieldset, Grid, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { joinCategoryCodes, splitCategoryCodes } from '../../../../shared/onboarding/productCategories.ts';
import { selectFieldValue } from '../../../../machines/signupWizard/stepForm.selectors.ts';
import { FieldError } from './FieldFrame.tsx';
import type { SelectOption } from './SelectField.tsx';
import { textOf, useStepField, type StepFormRef } from './useStepField.ts';

export interface MultiSelectProps {
  form: StepFormRef;
  /** A field holding the chosen codes, comma-separated, in the options' order. */
  name: string;
  labelId: string;
  options: readonly SelectOption[];
  /** Replaces the plain `field.change` when a choice changes more than this field. */
  onSelect?: (codes: string) => void;
}

/**
 * A group of checkboxes under one legend (the product categories). Leaving the group, not each box,
 * touches the field, so its error waits until the person has moved on.
 */
export function MultiSelect({ form, name, labelId, options, onSelect }: MultiSelectProps) {
  const intl = useIntl();
  const field = useStepField(form, name);
  const { onChange } = field;
  const errorId = useId();
  const chosen = new Set(splitCategoryCodes(textOf(field.value)));
  const invalid = field.error !== undefined;
  // Stable across renders (it reads the form's current value), so ticking one box re-renders that box only.
  const toggle = useCallback(
    (code: string, checked: boolean) => {
      const current = new Set(splitCategoryCodes(textOf(selectFieldValue(form.getSnapshot(), name) ?? '')));
      const next = options.map((option) => option.value).filter((value) => (value === code ? checked : current.has(value)));
      (onSelect ?? onChange)(joinCategoryCodes(next));
    },
    [form, name, options, onSelect, onChange],
  );
  return (
    <Fieldset.Root
      invalid={invalid}
      aria-describedby={field.error ? errorId : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur();
      }}
    >
      <Fieldset.Legend>
        {intl.formatMessage({ id: labelId })}
        <Text as="span" color="fg.error" aria-hidden="true" ms="1">
          *
        </Text>
      </Fieldset.Legend>
      <Fieldset.Content>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }} gap="2">
          {options.map((option) => (
            <OptionCheckbox
              key={option.value}
              name={name}
              option={option}
              checked={chosen.has(option.value)}
              invalid={invalid}
              onToggle={toggle}
            />
          ))}
        </Grid>
      </Fieldset.Content>
      {field.error && (
        <Fieldset.ErrorText id={errorId}>
          <FieldError code={field.error} />
        </Fieldset.ErrorText>
      )}
    </Fieldset.Root>
  );
}

interface OptionCheckboxProps {
  name: string;
  option: SelectOption;
  checked: boolean;
  invalid: boolean;
  onToggle: (code: string, checked: boolean) => void;
}

const OptionCheckbox = memo(function OptionCheckbox({ name, option, checked, invalid, onToggle }: OptionCheckboxProps) {
  return (
    <Checkbox.Root size="sm" checked={checked} invalid={invalid} onCheckedChange={(details) => onToggle(option.value, details.checked === true)}>
      <Checkbox.HiddenInput name={name} value={option.value} />
      <Checkbox.Control />
      <Checkbox.Label>{option.label}</Checkbox.Label>
    </Checkbox.Root>
  );
});
