import { useEffect, useId, useRef } from 'react';
import { Alert, Card, Center, Field, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { changePasswordMachine } from '../../../machines/changePassword/changePassword.machine.ts';
import {
  selectCanSubmit,
  selectConfirmation,
  selectConfirmationError,
  selectConfirmationRevealed,
  selectIsCheckingLink,
  selectIsSubmitting,
  selectMeetsCharacterClasses,
  selectMeetsMinLength,
  selectPassword,
  selectPasswordError,
  selectPasswordRevealed,
  selectRedirect,
  selectSubmitError,
} from '../../../machines/changePassword/changePassword.selectors.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { PasswordRules } from './PasswordRules.tsx';
import { RefusableSubmitButton } from '../form/RefusableSubmitButton.tsx';

export interface ChangePasswordViewProps {
  /** The flow with its side effects provided (what `flows.changePassword()` loads); started once per link. */
  logic: typeof changePasswordMachine;
  /** The link's token, or null when the route found it malformed. */
  hash: string | null;
}

/** /change/password/$hash: checks the e-mailed link, then sets a new password (spec section 2). */
export function ChangePasswordView({ logic, hash }: ChangePasswordViewProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const flow = useActorRef(logic, { input: { hash } });
  const checkingLink = useSelector(flow, selectIsCheckingLink);
  const password = useSelector(flow, selectPassword);
  const confirmation = useSelector(flow, selectConfirmation);
  const passwordError = useSelector(flow, selectPasswordError);
  const confirmationError = useSelector(flow, selectConfirmationError);
  const passwordRevealed = useSelector(flow, selectPasswordRevealed);
  const confirmationRevealed = useSelector(flow, selectConfirmationRevealed);
  const meetsMinLength = useSelector(flow, selectMeetsMinLength);
  const meetsCharacterClasses = useSelector(flow, selectMeetsCharacterClasses);
  const canSubmit = useSelector(flow, selectCanSubmit);
  const submitting = useSelector(flow, selectIsSubmitting);
  const submitError = useSelector(flow, selectSubmitError);
  const redirect = useSelector(flow, selectRedirect);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const ids = { passwordError: useId(), rules: useId(), confirmationError: useId() };

  useEffect(() => {
    const subscription = flow.on('form.refused', ({ field }) =>
      (field === 'password' ? passwordRef : confirmationRef).current?.focus(),
    );
    return () => subscription.unsubscribe();
  }, [flow]);

  useEffect(() => {
    if (redirect) void navigate({ to: redirect.to, search: redirect.search, replace: true });
  }, [redirect, navigate]);

  const describedBy = (...idList: Array<string | false>) => idList.filter(Boolean).join(' ') || undefined;

  return (
    <Center as="main" minH="100dvh" px={{ base: '4', md: '8' }} py="8" bg="bg.muted">
      <Card.Root width="full" maxW="md">
        <Card.Header>
          <Heading as="h1" size="2xl">
            {intl.formatMessage({ id: 'changePassword.title' })}
          </Heading>
        </Card.Header>
        <Card.Body>
          {checkingLink ? (
            <Stack role="status" align="center" gap="3" py="6">
              <Spinner size="lg" color="brand.solid" aria-hidden="true" />
              <Text>{intl.formatMessage({ id: 'changePassword.checkingLink' })}</Text>
            </Stack>
          ) : redirect ? null : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                flow.send({ type: 'form.submit' });
              }}
            >
              <Stack gap="5">
                {submitError && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{intl.formatMessage({ id: `error.${submitError}` })}</Alert.Title>
                  </Alert.Root>
                )}
                <Field.Root invalid={passwordError !== undefined} ids={{ errorText: ids.passwordError }}>
                  <Field.Label>{intl.formatMessage({ id: 'changePassword.password' })}</Field.Label>
                  <PasswordInput
                    inputRef={passwordRef}
                    name="password"
                    value={password}
                    revealed={passwordRevealed}
                    toggleLabel={intl.formatMessage({ id: 'changePassword.showPassword' })}
                    describedBy={describedBy(passwordError !== undefined && ids.passwordError, ids.rules)}
                    readOnly={submitting}
                    onValueChange={(value) => flow.send({ type: 'field.change', field: 'password', value })}
                    onBlur={() => flow.send({ type: 'field.blur', field: 'password' })}
                    onToggle={() => flow.send({ type: 'visibility.toggle', field: 'password' })}
                  />
                  {passwordError && <Field.ErrorText>{intl.formatMessage({ id: passwordError })}</Field.ErrorText>}
                  <PasswordRules
                    id={ids.rules}
                    rules={[
                      { rule: 'minLength', met: meetsMinLength },
                      { rule: 'characterClasses', met: meetsCharacterClasses },
                    ]}
                  />
                </Field.Root>
                <Field.Root invalid={confirmationError !== undefined} ids={{ errorText: ids.confirmationError }}>
                  <Field.Label>{intl.formatMessage({ id: 'changePassword.confirmation' })}</Field.Label>
                  <PasswordInput
                    inputRef={confirmationRef}
                    name="confirmation"
                    value={confirmation}
                    revealed={confirmationRevealed}
                    toggleLabel={intl.formatMessage({ id: 'changePassword.showConfirmation' })}
                    describedBy={describedBy(confirmationError !== undefined && ids.confirmationError)}
                    readOnly={submitting}
                    onValueChange={(value) => flow.send({ type: 'field.change', field: 'confirmation', value })}
                    onBlur={() => flow.send({ type: 'field.blur', field: 'confirmation' })}
                    onToggle={() => flow.send({ type: 'visibility.toggle', field: 'confirmation' })}
                  />
                  {confirmationError && (
                    <Field.ErrorText>{intl.formatMessage({ id: confirmationError })}</Field.ErrorText>
                  )}
                </Field.Root>
                <RefusableSubmitButton
                  canSubmit={canSubmit}
                  submitting={submitting}
                  label={intl.formatMessage({ id: 'changePassword.submit' })}
                  loadingText={intl.formatMessage({ id: 'changePassword.submitting' })}
                />
              </Stack>
            </form>
          )}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
