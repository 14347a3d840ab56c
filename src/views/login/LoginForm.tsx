import { useEffect, useRef, type AnimationEvent } from 'react';
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth/auth.machine.ts';
import { selectCanLogIn, selectIsLoggingIn, selectLoginError } from '../../../machines/auth/auth.selectors.ts';
import { loginFormSelectors as select, type LoginValues } from '../../../machines/loginForm/loginForm.machine.ts';
import { useFormField, type FormActor } from '../form/useForm.ts';
import { errorMessageId } from '../layout/errorText.ts';

/** Browsers run this (empty) animation on fields they autofill: the only event autofill gives. */
const AUTOFILL_ANIMATION = 'psAutofillStart';
const autofillCss = { '&:-webkit-autofill': { animationName: AUTOFILL_ANIMATION, animationDuration: '1ms' } };

/** Errors are tied to their inputs with aria-describedby (the field adds only aria-errormessage). */
const EMAIL_ERROR_ID = 'login-email-error';
const PASSWORD_ERROR_ID = 'login-password-error';

export interface LoginFormProps {
  form: FormActor<LoginValues, null>;
  auth: ActorRefFrom<typeof authMachine>;
}

export function LoginForm({ form, auth }: LoginFormProps) {
  const intl = useIntl();
  const email = useFormField(form, select, 'email');
  const password = useFormField(form, select, 'password');
  const emailError = email.error ?? null;
  const passwordError = password.error ?? null;
  const canSubmit = useSelector(form, select.canSubmit);
  const canLogIn = useSelector(auth, selectCanLogIn);
  const loggingIn = useSelector(auth, selectIsLoggingIn);
  const loginError = useSelector(auth, selectLoginError);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  // Autofill: focus the inputs (some browsers reveal autofilled values only then), read them, and
  // give the focus back. These focus moves are not the person leaving a field: no field is touched.
  const readingAutofill = useRef(false);
  const readAutofill = () => {
    const focusedBefore = document.activeElement;
    readingAutofill.current = true;
    emailRef.current?.focus();
    passwordRef.current?.focus();
    if (focusedBefore instanceof HTMLElement && focusedBefore !== document.body) focusedBefore.focus();
    else passwordRef.current?.blur();
    readingAutofill.current = false;
    form.send({ type: 'form.change', values: { email: emailRef.current?.value ?? '', password: passwordRef.current?.value ?? '' } });
  };
  const leave = (field: 'email' | 'password') => {
    if (!readingAutofill.current) form.send({ type: 'form.blur', field });
  };
  const onAnimationStart = (event: AnimationEvent<HTMLInputElement>) => {
    if (event.animationName === AUTOFILL_ANIMATION) readAutofill();
  };
  useEffect(() => {
    // Values autofilled before the listeners existed (the page was restored from cache...).
    if (isAutofilled(emailRef.current) || isAutofilled(passwordRef.current)) readAutofill();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  // A refused login moves focus to the message, so it is read out and the form can be fixed.
  useEffect(() => {
    if (loginError) errorRef.current?.focus();
  }, [loginError]);

  const errorText = (id: string | null) => (id ? intl.formatMessage({ id }) : null);
  const loginErrorText = loginError
    ? intl.formatMessage(
        { id: errorMessageId(intl, loginError.code, 'login') },
        { minutes: Math.max(1, Math.ceil((loginError.retryAfterSeconds ?? 60) / 60)) },
      )
    : null;

  return (
    <form
      noValidate
      aria-labelledby="login-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'form.attempt' });
      }}
    >
      <Stack gap="5">
      <Global styles={{ [`@keyframes ${AUTOFILL_ANIMATION}`]: { from: { opacity: 1 }, to: { opacity: 1 } } }} />
      {loginErrorText && (
        <Alert.Root status="error" role="alert" tabIndex={-1} ref={errorRef}>
          <Alert.Indicator />
          <Alert.Title>{loginErrorText}</Alert.Title>
        </Alert.Root>
      )}
      <Field.Root invalid={emailError !== null} required ids={{ errorText: EMAIL_ERROR_ID }}>
        <Field.Label>
          <FormattedMessage id="login.email" />
        </Field.Label>
        <Input
          ref={emailRef}
          type="email"
          name="email"
          autoComplete="username"
          aria-describedby={emailError ? EMAIL_ERROR_ID : undefined}
          value={email.value}
          css={autofillCss}
          onAnimationStart={onAnimationStart}
          onChange={(event) => email.onChange(event.target.value)}
          onBlur={() => leave('email')}
        />
        <Field.ErrorText>{errorText(emailError)}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={passwordError !== null} required ids={{ errorText: PASSWORD_ERROR_ID }}>
        <Field.Label>
          <FormattedMessage id="login.password" />
        </Field.Label>
        <Input
          ref={passwordRef}
          type="password"
          name="password"
          autoComplete="current-password"
          aria-describedby={passwordError ? PASSWORD_ERROR_ID : undefined}
          value={password.value}
          css={autofillCss}
          onAnimationStart={onAnimationStart}
          onChange={(event) => password.onChange(event.target.value)}
          onBlur={() => leave('password')}
        />
        <Field.ErrorText>{errorText(passwordError)}</Field.ErrorText>
      </Field.Root>
      <Button
        type="submit"
        colorPalette="brand"
        disabled={!canSubmit || !canLogIn}
        loading={loggingIn}
        loadingText={intl.formatMessage({ id: 'login.submitting' })}
      >
        <FormattedMessage id="login.submit" />
      </Button>
      </Stack>
    </form>
  );
}

function isAutofilled(input: HTMLInputElement | null): boolean {
  try {
    return input?.matches(':-webkit-autofill') ?? false;
  } catch {
    // Browsers (and jsdom) without the pseudo-class throw: nothing was autofilled there.
    return false;
  }
}
