import { useId, type ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export interface FormFieldProps {
  label: string;
  /** A message id, shown under the input (the form decides when). */
  error: string | undefined;
  required?: boolean;
  /** The input, given the id of the error it must name in aria-describedby (undefined without one). */
  children: (errorId: string | undefined) => ReactNode;
  /** More content under the error (a rule list). */
  after?: ReactNode;
}

/**
 * One labelled field of a form: label, input and translated error. The error is tied to the input
 * with aria-describedby (Chakra's field adds only aria-errormessage).
 */
export function FormField({ label, error, required, children, after }: FormFieldProps) {
  const intl = useIntl();
  const errorId = useId();
  return (
    <Field.Root invalid={error !== undefined} required={required} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      {children(error !== undefined ? errorId : undefined)}
      {error !== undefined && <Field.ErrorText>{intl.formatMessage({ id: error })}</Field.ErrorText>}
      {after}
    </Field.Root>
  );
}
