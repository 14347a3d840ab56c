/**
 * One field of the terms form bound to its form, drawn by the module's BoundInput under the terms
 * form's own label (documents.termsField.<field>); the HTML area is taller, as terms are long.
 */
import type { RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useFormField } from '../../../src/views/form/useForm.ts';
import { termsFormSelectors, type termsFormMachine, type TermsValues } from '../machines/termsForm.ts';
import { BoundInput, type ChoiceOption } from './BoundInput.tsx';

type TextField = { [F in keyof TermsValues]: TermsValues[F] extends string ? F : never }[keyof TermsValues];
export type TermsFormRef = ActorRefFrom<typeof termsFormMachine>;

export interface TermsFieldProps {
  form: TermsFormRef;
  field: TextField;
  kind: 'line' | 'text' | 'day' | 'choice';
  options?: readonly ChoiceOption[];
  helpId?: string;
  maxLength?: number;
  disabled: boolean;
  inputRef?: RefObject<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>;
}

export function TermsField({ form, field, ...input }: TermsFieldProps) {
  const bound = useFormField(form, termsFormSelectors, field);
  // The inputs give text; a choice's options hold only the field's own values.
  const onChange = (value: string) => bound.onChange(value as TermsValues[typeof field]);
  return <BoundInput bound={{ ...bound, onChange }} labelId={`documents.termsField.${field}`} rows={12} {...input} />;
}
