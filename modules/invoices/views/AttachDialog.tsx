/**
 * "Adjuntar boleta": the dialog with the form of one order's boleta (folio, day, PDF). Its form is
 * the row actions' child (the portal's form chart); the PDF is read here, where the browser's file is, and
 * handed to the form, whose rules check its first bytes and size. Escape, a click outside and
 * "Cancelar" close it, except while it is sending.
 */
import { useRef } from 'react';
import { Alert, Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { useFocusOnInvalid, useFormField, useFormSubmit } from '../../../src/views/form/useForm.ts';
import { toBase64 } from '../../../shared/base64.ts';
import { attachFormSelectors } from '../machines/attachForm.ts';
import type { invoiceActionsMachine } from '../machines/invoiceActions.machine.ts';
import { selectAttachForm, selectAttachingOrder, type AttachFormRef } from '../machines/invoices.selectors.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

const FILE_INPUT_ID = 'invoices-attach-file';

export function AttachDialog({ actions }: { actions: ActorRefFrom<typeof invoiceActionsMachine> }) {
  const order = useSelector(actions, selectAttachingOrder);
  const form = useSelector(actions, selectAttachForm);
  const close = () => actions.send({ type: 'attach.close' });
  return (
    <Dialog.Root open={order !== null} onOpenChange={(details) => !details.open && close()} placement="center" size={{ base: 'full', sm: 'md' }} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="invoices.attach.title" values={{ orderNumber: order?.orderNumber ?? '' }} />
              </Dialog.Title>
            </Dialog.Header>
            {form && <AttachFields form={form} onClose={close} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AttachFields({ form, onClose }: { form: AttachFormRef; onClose: () => void }) {
  const intl = useIntl();
  const folio = useFormField(form, attachFormSelectors, 'folio');
  const issuedOn = useFormField(form, attachFormSelectors, 'issuedOn');
  const file = useFormField(form, attachFormSelectors, 'file');
  const { submitting, problem, onSubmit } = useFormSubmit(form, attachFormSelectors);
  const folioInput = useRef<HTMLInputElement>(null);
  const dayInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  useFocusOnInvalid(form, { folio: folioInput, issuedOn: dayInput, file: fileInput });
  return (
    <form noValidate onSubmit={onSubmit}>
      <Dialog.Body>
        <Stack gap="4">
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <FormattedMessage id="invoices.attach.failed" />
                </Alert.Title>
                <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'invoices', problem) })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Field.Root invalid={folio.error !== undefined} required disabled={submitting}>
            <Field.Label>
              <FormattedMessage id="invoices.attach.folio" />
            </Field.Label>
            <Input ref={folioInput} value={folio.value} inputMode="numeric" maxLength={10} onChange={(event) => folio.onChange(event.currentTarget.value)} onBlur={folio.onBlur} />
            {folio.error && <Field.ErrorText>{intl.formatMessage({ id: folio.error })}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={issuedOn.error !== undefined} required disabled={submitting}>
            <Field.Label>
              <FormattedMessage id="invoices.attach.issuedOn" />
            </Field.Label>
            <Input ref={dayInput} type="date" value={issuedOn.value} onChange={(event) => issuedOn.onChange(event.currentTarget.value)} onBlur={issuedOn.onBlur} />
            {issuedOn.error && <Field.ErrorText>{intl.formatMessage({ id: issuedOn.error })}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={file.error !== undefined} required disabled={submitting}>
            <Field.Label htmlFor={FILE_INPUT_ID}>
              <FormattedMessage id="invoices.attach.file" />
            </Field.Label>
            <input
              ref={fileInput}
              id={FILE_INPUT_ID}
              type="file"
              accept=".pdf,application/pdf"
              disabled={submitting}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0];
                if (chosen) void chosen.arrayBuffer().then((buffer) => file.onChange({ fileName: chosen.name, size: chosen.size, contentBase64: toBase64(new Uint8Array(buffer)) }));
              }}
            />
            <Field.HelperText>
              <FormattedMessage id="invoices.attach.fileHelp" />
            </Field.HelperText>
            {file.value && (
              <Text fontSize="sm" color="fg.muted">
                {file.value.fileName}
              </Text>
            )}
            {file.error && <Field.ErrorText>{intl.formatMessage({ id: file.error })}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" disabled={submitting} onClick={onClose}>
          <FormattedMessage id="invoices.attach.cancel" />
        </Button>
        <Button type="submit" colorPalette="brand" loading={submitting} loadingText={<FormattedMessage id="invoices.attach.submit" />}>
          <FormattedMessage id="invoices.attach.submit" />
        </Button>
      </Dialog.Footer>
    </form>
  );
}
