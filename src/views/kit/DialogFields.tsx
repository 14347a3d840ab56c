/**
 * The fields an action dialog asks with: one reason among several (radio buttons), and a text with
 * its count of characters against the most it takes. Each shows its error (a message id) under it,
 * once the form shows it, and is disabled while what was sent is applied.
 */
import type { RefObject } from 'react';
import { Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface ReasonChoiceProps<TReason extends string> {
  /** The catalogue key of the group's label. */
  labelId: string;
  reasons: readonly TReason[];
  /** The catalogue key of each reason's text. */
  reasonTextId: (reason: TReason) => string;
  /** The chosen reason, or '' for none. */
  value: TReason | '';
  onChange: (reason: TReason | '') => void;
  error?: string;
  disabled: boolean;
}

/** One reason among several. */
export function ReasonChoice<TReason extends string>({ labelId, reasons, reasonTextId, value, onChange, error, disabled }: ReasonChoiceProps<TReason>) {
  const intl = useIntl();
  return (
    <Stack gap="1">
      <RadioGroup.Root value={value || null} onValueChange={(details) => onChange(reasons.find((reason) => reason === details.value) ?? '')} disabled={disabled}>
        <RadioGroup.Label fontWeight="semibold" marginBottom="2">
          <FormattedMessage id={labelId} />
        </RadioGroup.Label>
        <Stack gap="2">
          {reasons.map((reason) => (
            <RadioGroup.Item key={reason} value={reason}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{intl.formatMessage({ id: reasonTextId(reason) })}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error && (
        <Text color="fg.error" fontSize="sm">
          {intl.formatMessage({ id: error })}
        </Text>
      )}
    </Stack>
  );
}

export interface CountedTextProps {
  /** The catalogue keys of the label and of the help under it, which is given `count` and `max`. */
  labelId: string;
  helpId: string;
  value: string;
  /** What the help counts (the characters typed, by default). */
  count?: number;
  maxLength: number;
  rows: number;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  required: boolean;
  disabled: boolean;
  /** The box the focus moves to when a press finds the text missing. */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/** A text of a limited length, with how much of it is typed. */
export function CountedText({ labelId, helpId, value, count = value.length, maxLength, rows, onChange, onBlur, error, required, disabled, inputRef }: CountedTextProps) {
  const intl = useIntl();
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        <FormattedMessage id={labelId} />
      </Field.Label>
      <Textarea ref={inputRef} value={value} maxLength={maxLength} rows={rows} onChange={(event) => onChange(event.currentTarget.value)} onBlur={onBlur} />
      <Field.HelperText>
        <FormattedMessage id={helpId} values={{ count, max: maxLength }} />
      </Field.HelperText>
      {error && <Field.ErrorText>{intl.formatMessage({ id: error })}</Field.ErrorText>}
    </Field.Root>
  );
}
