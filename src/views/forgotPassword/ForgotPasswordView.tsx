import { useEffect, useId, useRef } from 'react';
import { Alert, Card, Center, Field, Heading, Input, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type {
  forgotPasswordMachine,
  ForgotPasswordSubmitError,
} from '../../../machines/forgotPassword/forgotPassword.machine.ts';
import {
  selectCanSubmit,
  selectEmail,
  selectEmailError,
  selectIsSubmitting,
  selectRedirect,
  selectSubmitError,
} from '../../../machines/forgotPassword/forgotPassword.selectors.ts';
import { RefusableSubmitButton } from '../form/RefusableSubmitButton.tsx';

/** A rate limit says plainly that no e-mail is coming; a network failure uses the common message. */
const SUBMIT_ERROR_MESSAGE: Record<ForgotPasswordSubmitError, string> = {
  NETWORK_ERROR: 'error.NETWORK_ERROR',
  RATE_LIMITED: 'forgotPassword.rateLimited',
};

export interface ForgotPasswordViewProps {
  /** The flow with its side effects provided (what `flows.forgotPassword()` loads); started once per visit. */
  logic: typeof forgotPasswordMachine;
}

/** /forgot/password: asks for the account's e-mail and sends a reset link (spec section 2). */
export function ForgotPasswordView({ logic }: ForgotPasswordViewProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const flow = useActorRef(logic);
  const email = useSelector(flow, selectEmail);
  const emailError = useSelector(flow, selectEmailError);
  const canSubmit = useSelector(flow, selectCanSubmit);
  const submitting = useSelector(flow, selectIsSubmitting);
  const submitError = useSelector(flow, selectSubmitError);
  const redirect = useSelector(flow, selectRedirect);
  const emailRef = useRef<HTMLInputElement>(null);
  const emailErrorId = useId();

  useEffect(() => {
    const subscription = flow.on('form.refused', () => emailRef.current?.focus());
    return () => subscription.unsubscribe();
  }, [flow]);

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
                  <Alert.Title>{intl.formatMessage({ id: SUBMIT_ERROR_MESSAGE[submitError] })}</Alert.Title>
                </Alert.Root>
              )}
              <Field.Root invalid={emailError !== undefined} ids={{ errorText: emailErrorId }}>
                <Field.Label>{intl.formatMessage({ id: 'forgotPassword.email' })}</Field.Label>
                <Input
                  ref={emailRef}
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  value={email}
                  readOnly={submitting}
                  aria-describedby={emailError ? emailErrorId : undefined}
                  onChange={(event) => flow.send({ type: 'field.change', field: 'email', value: event.target.value })}
                  onBlur={() => flow.send({ type: 'field.blur', field: 'email' })}
                />
                {emailError && <Field.ErrorText>{intl.formatMessage({ id: emailError })}</Field.ErrorText>}
              </Field.Root>
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
