import { NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FieldFrame } from './FieldFrame.tsx';
import { textOf, useStepField, type StepFormRef } from './useStepField.ts';

/** One choice of a select: the code the form stores and the text shown. */
export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  form: StepFormRef;
  name: string;
  labelId: string;
  options: readonly SelectOption[];
  /** Catalog id of the empty first option; "Selecciona una opción" by default. */
  placeholderId?: string;
  tooltipId?: string;
  required?: boolean;
  disabled?: boolean;
  /**
   * Replaces the plain `field.change` when a choice sets more than this field (a region with its
   * name, a society type that empties the fields it hides).
   */
  onSelect?: (value: string) => void;
}

/** A dropdown of a step form (a native select: keyboard, screen readers and mobile pickers for free). */
export function SelectField({
  form,
  name,
  labelId,
  options,
  placeholderId = 'signupSteps.select.placeholder',
  tooltipId,
  required,
  disabled,
  onSelect,
}: SelectFieldProps) {
  const intl = useIntl();
  const field = useStepField(form, name);
  return (
    <FieldFrame
      label={intl.formatMessage({ id: labelId })}
      required={required}
      error={field.error}
      tooltip={tooltipId && intl.formatMessage({ id: tooltipId })}
      disabled={disabled}
    >
      {(describedBy) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            name={name}
            value={textOf(field.value)}
            aria-describedby={describedBy}
            onChange={(event) => (onSelect ?? field.onChange)(event.target.value)}
            onBlur={field.onBlur}
          >
            <option value="">{intl.formatMessage({ id: placeholderId })}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FieldFrame>
  );
}
