import { useId, type ReactNode, type Ref } from 'react';
import { Field, Group, Input, InputAddon, NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

interface BaseProps {
  label: string;
  value: string;
  /** A message id, shown once the field was touched. */
  error?: string | undefined;
  readOnly: boolean;
  onChange: (value: string) => void;
  /** Leaving the field touches it: an empty required field says so. */
  onBlur?: (() => void) | undefined;
  /** Where a refused save moves the focus when this field holds the first error. */
  inputRef?: Ref<HTMLInputElement & HTMLSelectElement> | undefined;
}

/** One text field of the account forms: label, input (with an optional addon) and its error. */
export function AccountTextField({
  label,
  value,
  error,
  readOnly,
  onChange,
  onBlur,
  inputRef,
  type = 'text',
  autoComplete,
  inputMode,
  addon,
  maxLength,
  required = true,
}: BaseProps & {
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  addon?: ReactNode;
  maxLength?: number;
}) {
  const intl = useIntl();
  // Errors are tied to their inputs with aria-describedby (the field adds only aria-errormessage).
  const errorId = useId();
  const input = (
    <Input
      ref={inputRef}
      aria-describedby={error ? errorId : undefined}
      type={type}
      value={value}
      readOnly={readOnly}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
    />
  );
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      {addon ? (
        <Group attached w="full">
          <InputAddon>{addon}</InputAddon>
          {input}
        </Group>
      ) : (
        input
      )}
      {error && <Field.ErrorText id={errorId}>{intl.formatMessage({ id: error })}</Field.ErrorText>}
    </Field.Root>
  );
}

/** One list of the account forms (bank, account type), with an empty first choice. */
export function AccountSelectField({
  label,
  value,
  error,
  readOnly,
  onChange,
  onBlur,
  inputRef,
  options,
  placeholder,
}: BaseProps & { options: ReadonlyArray<{ value: string; label: string }>; placeholder: string }) {
  const intl = useIntl();
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} required disabled={readOnly}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field ref={inputRef} aria-describedby={error ? errorId : undefined} value={value} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText id={errorId}>{intl.formatMessage({ id: error })}</Field.ErrorText>}
    </Field.Root>
  );
}
