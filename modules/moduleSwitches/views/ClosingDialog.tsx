/**
 * The closing dialog: why the module closes (sellers read it on the curtain) and when it should be
 * back, a day and a time on Santiago's clock, or "Sin fecha estimada". Its form is the switches
 * chart's child (the portal's form chart); once sent, the dialog stays with what was typed,
 * disabled, until the server answers. Escape, a click outside and "Cancelar" close it, except while
 * it is sending.
 */

import { useRef } from 'react';
import { Checkbox, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { useDialogForm } from '../../../src/views/kit/DialogForm.ts';
import { closingFormSelectors, EMPTY_CLOSING, SWITCH_REASON_MAX_LENGTH } from '../machines/closingForm.ts';
import type { moduleSwitchesMachine } from '../machines/moduleSwitches.machine.ts';
import { selectClosingForm, selectDraft, selectIsClosingDialogOpen, selectSwitchProblem, selectTarget } from '../machines/moduleSwitches.selectors.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

export function ClosingDialog({ switches }: { switches: ActorRefFrom<typeof moduleSwitchesMachine> }) {
  const intl = useIntl();
  const open = useSelector(switches, selectIsClosingDialogOpen);
  const target = useSelector(switches, selectTarget);
  const closingForm = useSelector(switches, selectClosingForm) ?? undefined;
  // Why the last send failed shows with the form brought back, not on the form as it was sent.
  const problem = useSelector(switches, selectSwitchProblem);
  const inputs = { reason: useRef<HTMLTextAreaElement>(null), day: useRef<HTMLInputElement>(null), time: useRef<HTMLInputElement>(null) };
  const form = useDialogForm(closingForm, closingFormSelectors, useSelector(switches, selectDraft), EMPTY_CLOSING, inputs);
  return (
    <ActionDialog
      open={open}
      sending={form.sending}
      onClose={() => switches.send({ type: 'switch.cancel' })}
      onConfirm={form.submit}
      title={<FormattedMessage id="moduleSwitches.closing.title" values={{ module: target?.module ?? '' }} />}
      description={<FormattedMessage id="moduleSwitches.closing.consequences" />}
      problem={problem && closingForm ? { title: <FormattedMessage id="moduleSwitches.closing.failed" />, text: intl.formatMessage({ id: problemMessageId(intl, 'moduleSwitches', problem) }) } : null}
      backLabel={<FormattedMessage id="moduleSwitches.cancel" />}
      confirmLabel={<FormattedMessage id="moduleSwitches.closing.submit" />}
      confirmPalette="red"
    >
      <Field.Root invalid={form.errors.reason !== undefined} required disabled={form.sending}>
        <Field.Label>
          <FormattedMessage id="moduleSwitches.closing.reason" />
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea ref={inputs.reason} value={form.values.reason} maxLength={SWITCH_REASON_MAX_LENGTH} rows={3} onChange={(event) => form.change('reason', event.currentTarget.value)} onBlur={() => form.blur('reason')} />
        <Field.HelperText>
          <FormattedMessage id="moduleSwitches.closing.reasonHelp" values={{ count: form.values.reason.length, max: SWITCH_REASON_MAX_LENGTH }} />
        </Field.HelperText>
        {form.errors.reason && <Field.ErrorText>{intl.formatMessage({ id: form.errors.reason })}</Field.ErrorText>}
      </Field.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <Field.Root invalid={form.errors.day !== undefined} required={!form.values.noEstimate} disabled={form.sending || form.values.noEstimate}>
          <Field.Label>
            <FormattedMessage id="moduleSwitches.closing.day" />
          </Field.Label>
          <Input ref={inputs.day} type="date" value={form.values.day} onChange={(event) => form.change('day', event.currentTarget.value)} onBlur={() => form.blur('day')} />
          {form.errors.day && <Field.ErrorText>{intl.formatMessage({ id: form.errors.day })}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={form.errors.time !== undefined} required={!form.values.noEstimate} disabled={form.sending || form.values.noEstimate}>
          <Field.Label>
            <FormattedMessage id="moduleSwitches.closing.time" />
          </Field.Label>
          <Input ref={inputs.time} type="time" value={form.values.time} onChange={(event) => form.change('time', event.currentTarget.value)} onBlur={() => form.blur('time')} />
          <Field.HelperText>
            <FormattedMessage id="moduleSwitches.closing.timeZone" />
          </Field.HelperText>
          {form.errors.time && <Field.ErrorText>{intl.formatMessage({ id: form.errors.time })}</Field.ErrorText>}
        </Field.Root>
      </Stack>
      <Checkbox.Root checked={form.values.noEstimate} onCheckedChange={(details) => form.change('noEstimate', details.checked === true)} disabled={form.sending}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <FormattedMessage id="moduleSwitches.closing.noEstimate" />
        </Checkbox.Label>
      </Checkbox.Root>
    </ActionDialog>
  );
}
