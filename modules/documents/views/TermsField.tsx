/**
 * One field of the terms form bound to its form: a label, the input (a line, a text area, a day or
 * a choice), an optional help text and the field's translated error once touched.
 */
import type { RefObject } from 'react';
import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { useFormField } from '../../../src/views/form/useForm.ts';
import { termsFormSelectors, type termsFormMachine, type TermsValues } from '../machines/termsForm.ts';

type TextField = { [F in keyof TermsValues]: TermsValues[F] extends string ? F : never }[keyof TermsValues];
export type TermsFormRef = ActorRefFrom<typeof termsFormMachine>;

export interface TermsFieldProps {
  form: TermsFormRef;
  field: TextField;
  kind: 'line' | 'text' | 'day' | 'choice';
  /** For a choice: each value with its label (a catalog id, or the text itself for a key). */
  options?: readonly { value: string; labelId?: string; label?: string }[];
  helpId?: string;
  maxLength?: number;
  disabled: boolean;
  inputRef?: RefObject<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>;
}

export function TermsField({ form, field, kind, options = [], helpId, maxLength, disabled, inputRef }: TermsFieldProps) {
  const intl = useIntl();
  const bound = useFormField(form, termsFormSelectors, field);
  const common = {
    value: bound.value,
    onBlur: bound.onBlur,
    onChange: (event: { currentTarget: { value: string } }) => bound.onChange(event.currentTarget.value as TermsValues[typeof field]),
  };
  return (
    <Field.Root invalid={bound.error !== undefined} disabled={disabled}>
      <Field.Label>
        <FormattedMessage id={`documents.termsField.${field}`} />
      </Field.Label>
      {kind === 'line' && <Input ref={inputRef as RefObject<HTMLInputElement>} maxLength={maxLength} {...common} />}
      {kind === 'day' && <Input ref={inputRef as RefObject<HTMLInputElement>} type="date" {...common} />}
      {kind === 'text' && <Textarea ref={inputRef as RefObject<HTMLTextAreaElement>} rows={12} fontFamily="mono" fontSize="sm" {...common} />}
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
