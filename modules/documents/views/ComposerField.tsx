/**
 * One field of the notification composer bound to its form, drawn by the module's BoundInput under
 * the composer's own label (documents.field.<field>).
 */
import type { RefObject } from 'react';
import { useFormField } from '../../../src/views/form/useForm.ts';
import { notificationFormSelectors, type NotificationValues } from '../machines/notificationForm.ts';
import type { NotificationFormRef } from '../machines/notificationsAdmin.selectors.ts';
import { BoundInput, type ChoiceOption, type InputKind } from './BoundInput.tsx';

type TextField = { [F in keyof NotificationValues]: NotificationValues[F] extends string ? F : never }[keyof NotificationValues];

export interface ComposerFieldProps {
  form: NotificationFormRef;
  field: TextField;
  kind: InputKind;
  options?: readonly ChoiceOption[];
  helpId?: string;
  maxLength?: number;
  disabled: boolean;
  inputRef?: RefObject<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null>;
}

export function ComposerField({ form, field, ...input }: ComposerFieldProps) {
  const bound = useFormField(form, notificationFormSelectors, field);
  // The inputs give text; a choice's options hold only the field's own values.
  const onChange = (value: string) => bound.onChange(value as NotificationValues[typeof field]);
  return <BoundInput bound={{ ...bound, onChange }} labelId={`documents.field.${field}`} rows={8} {...input} />;
}
