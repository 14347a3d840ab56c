import { useEffect, useId, useRef } from 'react';
import { Alert, Card, Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '../../../machines/changePassword/changePassword.machine.ts';
import {
  meetsPasswordRule,
  passwordFormSelectors as select,
  type PasswordFacts,
  type PasswordValues,
} from '../../../machines/changePassword/passwordForm.machine.ts';
import { errorMessageId } from '../layout/errorText.ts';
import { FormField } from '../form/FormField.tsx';
import { RefusableSubmitButton } from '../form/RefusableSubmitButton.tsx';
import { useFocusOnInvalid, useFormField, useFormSubmit, type FormActor } from '../form/useForm.ts';
import { PasswordInput } from './PasswordInput.tsx';
import { PasswordRules } from './PasswordRules.tsx';
import { useFlowActor } from '../inspection/useFlowActor.ts';

type ChangePasswordRef = ActorRefFrom<typeof changePasswordMachine>;

export interface ChangePasswordViewProps {
  /** The flow with its side effects provided (what `flows.changePassword()` loads); started once per link. */
  logic: typeof changePasswordMachine;
  /** The link's token, or null when the route found it malformed. */
  hash: string | null;
}

/** /change/password/$hash: checks the e-mailed link, then sets a new password. */
export function ChangePasswordView({ logic, hash }: ChangePasswordViewProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const flow = useFlowActor(logic, { input: { hash } });
  const checkingLink = useSelector(flow, (snapshot) => snapshot.matches('validatingHash'));
  const form = useSelector(flow, (snapshot) => snapshot.children.passwordForm);
  const redirect = useSelector(flow, (snapshot) => (snapshot.status === 'done' ? snapshot.output : undefined));

  useEffect(() => {
    if (redirect) void navigate({ to: redirect.to, search: redirect.search, replace: true });
  }, [redirect, navigate]);

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
          ) : form && !redirect ? (
            <PasswordForm flow={flow} form={form} />
          ) : null}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}

function PasswordForm({ flow, form }: { flow: ChangePasswordRef; form: FormActor<PasswordValues, PasswordFacts> }) {
  const intl = useIntl();
  const password = useFormField(form, select, 'password');
  const confirmation = useFormField(form, select, 'confirmation');
  const { canSubmit, submitting, problem, onSubmit } = useFormSubmit(form, select);
  const revealed = useSelector(flow, (snapshot) => snapshot.context.revealed);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const rulesId = useId();
  useFocusOnInvalid(form, { password: passwordRef, confirmation: confirmationRef });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="5">
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{intl.formatMessage({ id: errorMessageId(intl, problem) })}</Alert.Title>
          </Alert.Root>
        )}
        <FormField
          label={intl.formatMessage({ id: 'changePassword.password' })}
          error={password.error}
          after={
            <PasswordRules
              id={rulesId}
              rules={[
                { rule: 'minLength', met: meetsPasswordRule(password.value, 'minLength') },
                { rule: 'characterClasses', met: meetsPasswordRule(password.value, 'characterClasses') },
              ]}
            />
          }
        >
          {(errorId) => (
            <PasswordInput
              inputRef={passwordRef}
              name="password"
              value={password.value}
              revealed={revealed.password}
              toggleLabel={intl.formatMessage({ id: 'changePassword.showPassword' })}
              describedBy={[errorId, rulesId].filter(Boolean).join(' ')}
              readOnly={submitting}
              onValueChange={password.onChange}
              onBlur={password.onBlur}
              onToggle={() => flow.send({ type: 'visibility.toggle', field: 'password' })}
            />
          )}
        </FormField>
        <FormField label={intl.formatMessage({ id: 'changePassword.confirmation' })} error={confirmation.error}>
          {(errorId) => (
            <PasswordInput
              inputRef={confirmationRef}
              name="confirmation"
              value={confirmation.value}
              revealed={revealed.confirmation}
              toggleLabel={intl.formatMessage({ id: 'changePassword.showConfirmation' })}
              describedBy={errorId}
              readOnly={submitting}
              onValueChange={confirmation.onChange}
              onBlur={confirmation.onBlur}
              onToggle={() => flow.send({ type: 'visibility.toggle', field: 'confirmation' })}
            />
          )}
        </FormField>
        <RefusableSubmitButton
          canSubmit={canSubmit}
          submitting={submitting}
          label={intl.formatMessage({ id: 'changePassword.submit' })}
          loadingText={intl.formatMessage({ id: 'changePassword.submitting' })}
        />
      </Stack>
    </form>
  );
}
