/**
 * The small pieces every section of Configuración PIM draws: a status line while something is on
 * its way, a failure with "Reintentar", a labelled text field of a dialog's form, a commission as
 * people read it, and a dialog's form bound to the record editor's running form.
 */
import type { ReactNode, RefObject } from 'react';
import { Alert, Button, Input, Text } from '@chakra-ui/react';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { FormField } from '../../../src/views/form/FormField.tsx';
import { ProblemAlert, WaitingLine } from '../../../src/views/kit/LoadState.tsx';

/** The kit's waiting line. */
export const Waiting = WaitingLine;

/** A failure, translated from its code in the module's words, with what may be done about it. */
export function Problem({ titleId, code, children }: { titleId: string; code: string | null; children?: ReactNode }) {
  return (
    <ProblemAlert module="pim" title={<FormattedMessage id={titleId} />} code={code}>
      {children}
    </ProblemAlert>
  );
}

/** What the page reports above a list once an action ended: stored, refused, or met a conflict. */
export function Notice({ status, children }: { status: 'success' | 'error' | 'warning' | 'info'; children: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'success' || status === 'info' ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

export function RetryButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" onClick={onClick}>
      <FormattedMessage id="pim.retry" />
    </Button>
  );
}

/** A commission as people read it: basis points as a percent in the shown language (1250: "12,5 %"). */
export const commissionText = (intl: IntlShape, points: number): string =>
  intl.formatMessage({ id: 'pim.commission.value' }, { value: intl.formatNumber(points / 100, { maximumFractionDigits: 2 }) });

export interface TextFieldProps {
  label: string;
  value: string;
  /** A message id, once the form shows it. */
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled?: boolean;
  maxLength?: number;
  inputRef?: RefObject<HTMLInputElement | null>;
  hint?: ReactNode;
  inputMode?: 'text' | 'decimal';
}

/** One labelled text input of a form, its error tied to it. */
export function TextField({ label, value, error, onChange, onBlur, disabled, maxLength, inputRef, hint, inputMode }: TextFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      required
      after={
        hint && (
          <Text fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        )
      }
    >
      {(errorId) => (
        <Input
          ref={inputRef}
          value={value}
          disabled={disabled}
          maxLength={maxLength}
          inputMode={inputMode}
          autoComplete="off"
          aria-describedby={errorId}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
