import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { uniqueCheckMachine, UniqueValueKind } from '../../../../machines/uniqueCheck/uniqueCheck.machine.ts';
import { selectIsTaken } from '../../../../machines/uniqueCheck/uniqueCheck.selectors.ts';
import type { SignupErrorCode } from '../../../../shared/onboarding/errors.ts';
import { ONBOARDING_CONTACT_EMAIL } from '../onboardingContact.ts';
import { OnboardingContactLink } from './OnboardingContactLink.tsx';
import { useFlowActor } from '../../inspection/useFlowActor.ts';

/** The error the step form holds while the value is taken; not a format error of the value itself. */
const EXISTS_ERROR: Record<UniqueValueKind, SignupErrorCode> = {
  businessName: 'businessNameExists',
  commercialEmail: 'commercialEmailExists',
};

export interface UniqueFieldProps {
  kind: UniqueValueKind;
  /** The wrapped field's current value. */
  value: string;
  /**
   * The failing rule of the value itself, whether or not the field is touched yet (a value
   * breaking its own rules is not looked up). The exists error is ignored here.
   */
  formatError?: SignupErrorCode;
  /** The value turned out to be taken (true) or was edited since (false): the step form's external error. */
  onExistsChange: (exists: boolean) => void;
  /** The unique check with its calls provided (`useSignupLogic().uniqueCheck` once the wizard's context exists). */
  logic: typeof uniqueCheckMachine;
  /** The field whose value must be unused. */
  children: ReactNode;
}

/**
 * Wraps a field whose value must not be registered yet (commercial name, commercial-area e-mail):
 * leaving it with a well-formed value asks the onboarding service, and a taken value shows, under
 * the field, the message with the onboarding contact link until the value is edited. A lookup that
 * fails shows nothing: the server checks again on submission.
 */
export function UniqueField({ kind, value, formatError, onExistsChange, logic, children }: UniqueFieldProps) {
  const reportExists = useRef(onExistsChange);
  useEffect(() => {
    reportExists.current = onExistsChange;
  });
  // The machine is provided once: the latest callback is read through the ref when the action runs.
  const [machine] = useState(() =>
    logic.provide({ actions: { existsChanged: (_, { exists }) => reportExists.current(exists) } }),
  );
  const check = useFlowActor(machine, { input: { kind } });
  const taken = useSelector(check, selectIsTaken);

  const checkedValue = useRef(value);
  useEffect(() => {
    if (value === checkedValue.current) return;
    checkedValue.current = value;
    check.send({ type: 'unique.edit' });
  }, [value, check]);

  const leave = () =>
    check.send({
      type: 'unique.blur',
      value,
      hasFormatError: formatError !== undefined && formatError !== EXISTS_ERROR[kind],
    });

  return (
    <Stack gap="1.5">
      {/* React's blur bubbles: leaving the wrapped input (not the message's link) is leaving the field. */}
      <Box onBlur={leave}>{children}</Box>
      {taken && (
        // An alert: the message appears once the person has moved on, so it must be announced.
        <Text role="alert" textStyle="sm" color="fg.error">
          <FormattedMessage
            id={`signup.unique.${EXISTS_ERROR[kind]}`}
            values={{ email: ONBOARDING_CONTACT_EMAIL, link: (chunks) => <OnboardingContactLink>{chunks}</OnboardingContactLink> }}
          />
        </Text>
      )}
    </Stack>
  );
}
