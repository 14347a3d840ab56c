/**
 * The closing dialog: why the module closes (sellers read it on the curtain) and when it should be
 * back, a day and a time on Santiago's clock, or "Sin fecha estimada". Its form is the switches
 * chart's child (the portal's form chart); once sent, the dialog stays with what was typed,
 * disabled, until the server answers. Escape, a click outside and "Cancelar" close it, except while
 * it is sending.
 */
import { useRef, type RefObject } from 'react';
import { Alert, Button, Checkbox, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { useFocusOnInvalid, useFormField } from '../../../src/views/form/useForm.ts';
import { closingFormSelectors, EMPTY_CLOSING, SWITCH_REASON_MAX_LENGTH, type ClosingValues } from '../machines/closingForm.ts';
import type { moduleSwitchesMachine } from '../machines/moduleSwitches.machine.ts';
import { selectClosingForm, selectIsClosingDialogOpen, selectDraft, selectIsSwitching, selectSwitchProblem, selectTarget, type ClosingFormRef } from '../machines/moduleSwitches.selectors.ts';
import { problemMessageId } from './format.ts';

type SwitchesRef = ActorRefFrom<typeof moduleSwitchesMachine>;

export function ClosingDialog({ switches }: { switches: SwitchesRef }) {
  const open = useSelector(switches, selectIsClosingDialogOpen);
  const sending = useSelector(switches, selectIsSwitching);
  const form = useSelector(switches, selectClosingForm);
  const draft = useSelector(switches, selectDraft);
  const target = useSelector(switches, selectTarget);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && switches.send({ type: 'switch.cancel' })}
      closeOnEscape={!sending}
      closeOnInteractOutside={!sending}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="moduleSwitches.closing.title" values={{ module: target?.module ?? '' }} />
              </Dialog.Title>
            </Dialog.Header>
            {form ? <LiveClosingForm form={form} switches={switches} /> : <SentClosingForm values={draft ?? EMPTY_CLOSING} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The form while the admin fills it in. */
function LiveClosingForm({ form, switches }: { form: ClosingFormRef; switches: SwitchesRef }) {
  const reason = useFormField(form, closingFormSelectors, 'reason');
  const day = useFormField(form, closingFormSelectors, 'day');
  const time = useFormField(form, closingFormSelectors, 'time');
  const noEstimate = useFormField(form, closingFormSelectors, 'noEstimate');
  const problem = useSelector(switches, selectSwitchProblem);
  const inputs = { reason: useRef<HTMLTextAreaElement>(null), day: useRef<HTMLInputElement>(null), time: useRef<HTMLInputElement>(null) };
  useFocusOnInvalid(form, inputs);
  return (
    <ClosingFields
      values={{ reason: reason.value, day: day.value, time: time.value, noEstimate: noEstimate.value }}
      errors={{ reason: reason.error, day: day.error, time: time.error }}
      problem={problem}
      inputs={inputs}
      on={{
        reason: reason.onChange,
        reasonBlur: reason.onBlur,
        day: day.onChange,
        dayBlur: day.onBlur,
        time: time.onChange,
        timeBlur: time.onBlur,
        noEstimate: noEstimate.onChange,
        submit: () => form.send({ type: 'form.attempt' }),
        cancel: () => switches.send({ type: 'switch.cancel' }),
      }}
      sending={false}
    />
  );
}

/** The form as it was sent, while the server answers. */
function SentClosingForm({ values }: { values: ClosingValues }) {
  const ignore = () => {};
  const on = { reason: ignore, reasonBlur: ignore, day: ignore, dayBlur: ignore, time: ignore, timeBlur: ignore, noEstimate: ignore, submit: ignore, cancel: ignore };
  return <ClosingFields values={values} errors={{}} problem={null} on={on} sending />;
}

interface ClosingFieldsProps {
  values: ClosingValues;
  errors: { reason?: string | undefined; day?: string | undefined; time?: string | undefined };
  problem: string | null;
  inputs?: { reason: RefObject<HTMLTextAreaElement | null>; day: RefObject<HTMLInputElement | null>; time: RefObject<HTMLInputElement | null> };
  on: {
    reason: (value: string) => void;
    reasonBlur: () => void;
    day: (value: string) => void;
    dayBlur: () => void;
    time: (value: string) => void;
    timeBlur: () => void;
    noEstimate: (value: boolean) => void;
    submit: () => void;
    cancel: () => void;
  };
  sending: boolean;
}

function ClosingFields({ values, errors, problem, inputs, on, sending }: ClosingFieldsProps) {
  const intl = useIntl();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        on.submit();
      }}
    >
      <Dialog.Body>
        <Stack gap="5">
          <Dialog.Description>
            <FormattedMessage id="moduleSwitches.closing.consequences" />
          </Dialog.Description>
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <FormattedMessage id="moduleSwitches.closing.failed" />
                </Alert.Title>
                <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, problem) })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Field.Root invalid={errors.reason !== undefined} required disabled={sending}>
            <Field.Label>
              <FormattedMessage id="moduleSwitches.closing.reason" />
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea ref={inputs?.reason} value={values.reason} maxLength={SWITCH_REASON_MAX_LENGTH} rows={3} onChange={(event) => on.reason(event.currentTarget.value)} onBlur={on.reasonBlur} />
            <Field.HelperText>
              <FormattedMessage id="moduleSwitches.closing.reasonHelp" values={{ count: values.reason.length, max: SWITCH_REASON_MAX_LENGTH }} />
            </Field.HelperText>
            {errors.reason && <Field.ErrorText>{intl.formatMessage({ id: errors.reason })}</Field.ErrorText>}
          </Field.Root>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
            <Field.Root invalid={errors.day !== undefined} required={!values.noEstimate} disabled={sending || values.noEstimate}>
              <Field.Label>
                <FormattedMessage id="moduleSwitches.closing.day" />
              </Field.Label>
              <Input ref={inputs?.day} type="date" value={values.day} onChange={(event) => on.day(event.currentTarget.value)} onBlur={on.dayBlur} />
              {errors.day && <Field.ErrorText>{intl.formatMessage({ id: errors.day })}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={errors.time !== undefined} required={!values.noEstimate} disabled={sending || values.noEstimate}>
              <Field.Label>
                <FormattedMessage id="moduleSwitches.closing.time" />
              </Field.Label>
              <Input ref={inputs?.time} type="time" value={values.time} onChange={(event) => on.time(event.currentTarget.value)} onBlur={on.timeBlur} />
              <Field.HelperText>
                <FormattedMessage id="moduleSwitches.closing.timeZone" />
              </Field.HelperText>
              {errors.time && <Field.ErrorText>{intl.formatMessage({ id: errors.time })}</Field.ErrorText>}
            </Field.Root>
          </Stack>
          <Checkbox.Root checked={values.noEstimate} onCheckedChange={(details) => on.noEstimate(details.checked === true)} disabled={sending}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <FormattedMessage id="moduleSwitches.closing.noEstimate" />
            </Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" disabled={sending} onClick={on.cancel}>
          <FormattedMessage id="moduleSwitches.cancel" />
        </Button>
        <Button type="submit" colorPalette="red" loading={sending} loadingText={<FormattedMessage id="moduleSwitches.closing.submit" />}>
          <FormattedMessage id="moduleSwitches.closing.submit" />
        </Button>
      </Dialog.Footer>
    </form>
  );
}
