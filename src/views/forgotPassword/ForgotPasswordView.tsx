import { useEffect, useRef } from 'react';
import { Alert, Card, Center, Heading, Input, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  FORGOT_PASSWORD_START,
  forgotPasswordSelectors as select,
  type forgotPasswordMachine,
} from '../../../machines/forgotPassword/forgotPassword.machine.ts';
import { errorMessageId } from '../layout/errorText.ts';
import { FormField } from '../form/FormField.tsx';
import { RefusableSubmitButton } from '../form/RefusableSubmitButton.tsx';
import { useFocusOnInvalid, useFormField, useFormSubmit } from '../form/useForm.ts';
import { useFlowActor } from '../inspection/useFlowActor.ts';

/** A rate limit says plainly that no e-mail is coming; other problems use the common messages. */
const PROBLEM_MESSAGE: Record<string, string> = { RATE_LIMITED: 'forgotPassword.rateLimited' };

export interface ForgotPasswordViewProps {
  /** The flow with its side effects provided (what `flows.forgotPassword()` loads); started once per visit. */
  logic: typeof forgotPasswordMachine;
}

/** /forgot/password: asks for the account's e-mail and sends a reset link. */
export function ForgotPasswordView({ logic }: ForgotPasswordViewProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const flow = useFlowActor(logic, { input: FORGOT_PASSWORD_START });
  const email = useFormField(flow, select, 'email');
  const { canSubmit, submitting, problem, onSubmit } = useFormSubmit(flow, select);
  const redirect = useSelector(flow, (snapshot) => (snapshot.status === 'done' ? snapshot.output : undefined));
  const emailRef = useRef<HTMLInputElement>(null);
  useFocusOnInvalid(flow, { email: emailRef });

  useEffect(() => {
    if (redirect) void navigate({ to: redirect.to, search: redirect.search, replace: true });
  }, [redirect, navigate]);

  return (
    <Center as="main" minH="100dvh" px={{ base: '4', md: '8' }} py="8" bg="bg.muted">
      <Card.Root width="full" maxW="md">
        <Card.Header gap="2">
          <Heading as="h1" size="2xl">
            {intl.formatMessage({ id: 'forgotPassword.title' })}
          </Heading>
          <Card.Description>{intl.formatMessage({ id: 'forgotPassword.prompt' })}</Card.Description>
        </Card.Header>
        <Card.Body>
          <form noValidate onSubmit={onSubmit}>
            <Stack gap="5">
              {problem && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{intl.formatMessage({ id: PROBLEM_MESSAGE[problem] ?? errorMessageId(intl, problem) })}</Alert.Title>
                </Alert.Root>
              )}
              <FormField label={intl.formatMessage({ id: 'forgotPassword.email' })} error={email.error}>
                {(errorId) => (
                  <Input
                    ref={emailRef}
                    type="email"
                    name="email"
                    autoComplete="email"
                    inputMode="email"
                    value={email.value}
                    readOnly={submitting}
                    aria-describedby={errorId}
                    onChange={(event) => email.onChange(event.target.value)}
                    onBlur={email.onBlur}
                  />
                )}
              </FormField>
              <RefusableSubmitButton
                canSubmit={canSubmit}
                submitting={submitting}
                label={intl.formatMessage({ id: 'forgotPassword.submit' })}
                loadingText={intl.formatMessage({ id: 'forgotPassword.submitting' })}
              />
            </Stack>
          </form>
        </Card.Body>
        <Card.Footer justifyContent="center">
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink to="/login">{intl.formatMessage({ id: 'forgotPassword.back' })}</RouterLink>
          </Link>
        </Card.Footer>
      </Card.Root>
    </Center>
  );
}
