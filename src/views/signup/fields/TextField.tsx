import { Input, Textarea } from '@chakra-ui/react';
import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useIntl } from 'react-intl';
import type { SignupErrorCode } from '../../../../shared/onboarding/errors.ts';
import type { TextFilter } from '../../../../shared/onboarding/filters.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { textOf, useStepField, type StepFormRef } from './useStepField.ts';


export interface TextFieldProps {
  form: StepFormRef;
  /** The step form's field name, as the payload mapping knows it. */
  name: string;
  /** Catalog id of the visible label. */
  labelId: string;
  /** Applied to every typed or pasted text before it reaches the form (limits, allowed characters). */
  filter?: TextFilter;
  required?: boolean;
  /** Catalog id of a tooltip beside the label. */
  tooltipId?: string;
  /** Catalog id of a hint under the input. */
  helperId?: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** A multi-line box (the "why sell with us" answer). */
  multiline?: boolean;
  /**
   * An error whose message a wrapper shows (UniqueField's already-registered message): the input is
   * still marked invalid, but the text is not repeated under it.
   */
  errorShownByWrapper?: SignupErrorCode;
}

/** A filter for free text: anything typed or pasted, cut at `max` characters. */
export const upTo =
  (max: number): TextFilter =>
  (text) =>
    text.slice(0, max);

/** A text field of a step form; the filter runs on the whole new text, so pastes are cleaned as typing is. */
export function TextField({
  form,
  name,
  labelId,
  filter,
  required,
  tooltipId,
  helperId,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  multiline = false,
  errorShownByWrapper,
}: TextFieldProps) {
  const intl = useIntl();
  const field = useStepField(form, name);
  const value = textOf(field.value);
  const change = (text: string) => field.onChange(filter ? filter(text) : text);
  return (
    <FieldFrame
      label={intl.formatMessage({ id: labelId })}
      required={required}
      error={field.error}
      showErrorText={field.error !== errorShownByWrapper}
      tooltip={tooltipId && intl.formatMessage({ id: tooltipId })}
      helper={helperId && intl.formatMessage({ id: helperId })}
    >
      {(describedBy) =>
        multiline ? (
          <Textarea
            name={name}
            value={value}
            rows={4}
            resize="vertical"
            aria-describedby={describedBy}
            onChange={(event) => change(event.target.value)}
            onBlur={field.onBlur}
          />
        ) : (
          <Input
            name={name}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            value={value}
            aria-describedby={describedBy}
            onChange={(event) => change(event.target.value)}
            onBlur={field.onBlur}
          />
        )
      }
    </FieldFrame>
  );
}
