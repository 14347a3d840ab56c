/**
 * The input of one form field, as both of the module's forms draw it: a label, the input (a line, a
 * text area, a day, a time or a choice), an optional help text and the field's translated error once
 * touched. The field comes already bound to its form, so each form keeps only its own wording.
 */
import type { RefObject } from 'react';
import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BoundField } from '../../../src/views/form/useForm.ts';

export type InputKind = 'line' | 'text' | 'day' | 'time' | 'choice';

/** A choice's value with its label: a catalog id, or the text itself (a document key reads as typed). */
export interface ChoiceOption {
  value: string;
  labelId?: string;
  label?: string;
}

export interface BoundInputProps {
  bound: BoundField<string>;
  labelId: string;
  kind: InputKind;
  /** Lines of a text area. */
  rows: number;
  options?: readonly ChoiceOption[];
  helpId?: string;
  maxLength?: number;
  disabled: boolean;
  inputRef?: RefObject<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>;
}

export function BoundInput({ bound, labelId, kind, rows, options = [], helpId, maxLength, disabled, inputRef }: BoundInputProps) {
  const intl = useIntl();
  const common = {
    value: bound.value,
    onBlur: bound.onBlur,
    onChange: (event: { currentTarget: { value: string } }) => bound.onChange(event.currentTarget.value),
  };
  return (
    <Field.Root invalid={bound.error !== undefined} disabled={disabled}>
      <Field.Label>
        <FormattedMessage id={labelId} />
      </Field.Label>
      {kind === 'line' && <Input ref={inputRef as RefObject<HTMLInputElement>} maxLength={maxLength} {...common} />}
      {kind === 'day' && <Input ref={inputRef as RefObject<HTMLInputElement>} type="date" {...common} />}
      {kind === 'time' && <Input ref={inputRef as RefObject<HTMLInputElement>} type="time" {...common} />}
      {kind === 'text' && <Textarea ref={inputRef as RefObject<HTMLTextAreaElement>} rows={rows} fontFamily="mono" fontSize="sm" {...common} />}
      {kind === 'choice' && (
        <NativeSelect.Root>
          <NativeSelect.Field ref={inputRef as RefObject<HTMLSelectElement>} {...common}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.labelId ? intl.formatMessage({ id: option.labelId }) : option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {helpId && (
        <Field.HelperText>
          <FormattedMessage id={helpId} />
        </Field.HelperText>
      )}
      {bound.error && <Field.ErrorText>{intl.formatMessage({ id: bound.error })}</Field.ErrorText>}
    </Field.Root>
  );
}
