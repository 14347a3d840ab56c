/**
 * One field of the notification composer bound to its form: a label, the input (a line, a text
 * area, a day, a time or a choice), an optional help text and the field's translated error once touched.
 */
import type { RefObject } from 'react';
import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormField } from '../../../src/views/form/useForm.ts';
import { notificationFormSelectors, type NotificationValues } from '../machines/notificationForm.ts';
import type { NotificationFormRef } from '../machines/notificationsAdmin.selectors.ts';

type TextField = { [F in keyof NotificationValues]: NotificationValues[F] extends string ? F : never }[keyof NotificationValues];

export interface ComposerFieldProps {
  form: NotificationFormRef;
  field: TextField;
  kind: 'line' | 'text' | 'day' | 'time' | 'choice';
  /** For a choice: each value with its label's catalog id. */
  options?: readonly { value: string; labelId: string }[];
  helpId?: string;
  maxLength?: number;
  disabled: boolean;
  inputRef?: RefObject<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>;
}

export function ComposerField({ form, field, kind, options = [], helpId, maxLength, disabled, inputRef }: ComposerFieldProps) {
  const intl = useIntl();
  const bound = useFormField(form, notificationFormSelectors, field);
  const common = {
    value: bound.value,
    onBlur: bound.onBlur,
    onChange: (event: { currentTarget: { value: string } }) => bound.onChange(event.currentTarget.value as NotificationValues[typeof field]),
  };
  return (
    <Field.Root invalid={bound.error !== undefined} disabled={disabled}>
      <Field.Label>
        <FormattedMessage id={`documents.field.${field}`} />
      </Field.Label>
      {kind === 'line' && <Input ref={inputRef as RefObject<HTMLInputElement>} maxLength={maxLength} {...common} />}
      {kind === 'day' && <Input ref={inputRef as RefObject<HTMLInputElement>} type="date" {...common} />}
      {kind === 'time' && <Input ref={inputRef as RefObject<HTMLInputElement>} type="time" {...common} />}
      {kind === 'text' && <Textarea ref={inputRef as RefObject<HTMLTextAreaElement>} rows={8} fontFamily="mono" fontSize="sm" {...common} />}
      {kind === 'choice' && (
        <NativeSelect.Root>
          <NativeSelect.Field ref={inputRef as RefObject<HTMLSelectElement>} {...common}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {intl.formatMessage({ id: option.labelId })}
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
