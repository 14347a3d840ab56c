/**
 * The rejection dialog: why the application is rejected, in words the applicant reads in the mail.
 * Its form is the application chart's child (the portal's form chart); a press without a reason
 * says what is missing and keeps the focus on the field. Once sent, the dialog stays with the reason,
 * disabled, until the server answers; a failure brings it back with the reason as typed. Escape, a
 * click outside and "Volver" close it, except while it is sending.
 */
import { useRef, type Ref } from 'react';
import { Alert, Button, Dialog, Field, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { useFocusOnInvalid, useFormField } from '../../../src/views/form/useForm.ts';
import type { applicationDetailMachine } from '../machines/applicationDetail.machine.ts';
import {
  selectDraft,
  selectIsDialogOpen,
  selectIsRejecting,
  selectRejectForm,
  selectRejectProblem,
  type RejectFormRef,
} from '../machines/applicationDetail.selectors.ts';
import { EMPTY_REJECTION, REJECT_REASON_MAX_LENGTH, rejectFormSelectors } from '../machines/rejectForm.ts';
import { problemMessageId } from './problemText.ts';

type DetailRef = ActorRefFrom<typeof applicationDetailMachine>;

export interface RejectDialogProps {
  detailRef: DetailRef;
  businessName: string;
  /** Where the focus goes when the dialog closes. */
  finalFocus: () => HTMLElement | null;
}

export function RejectDialog({ detailRef, businessName, finalFocus }: RejectDialogProps) {
  const open = useSelector(detailRef, selectIsDialogOpen);
  const sending = useSelector(detailRef, selectIsRejecting);
  const form = useSelector(detailRef, selectRejectForm);
  const draft = useSelector(detailRef, selectDraft);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && detailRef.send({ type: 'reject.close' })}
      closeOnEscape={!sending}
      closeOnInteractOutside={!sending}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      lazyMount
      unmountOnExit
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="applications.reject.title" values={{ businessName }} />
              </Dialog.Title>
            </Dialog.Header>
            {form ? <LiveRejectForm form={form} detailRef={detailRef} /> : <SentRejectForm reason={(draft ?? EMPTY_REJECTION).reason} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The form while the reviewer writes the reason. */
function LiveRejectForm({ form, detailRef }: { form: RejectFormRef; detailRef: DetailRef }) {
  const reason = useFormField(form, rejectFormSelectors, 'reason');
  const problem = useSelector(detailRef, selectRejectProblem);
  const input = useRef<HTMLTextAreaElement>(null);
  useFocusOnInvalid(form, { reason: input });
  return (
    <RejectFields
      reason={reason.value}
      error={reason.error}
      problem={problem}
      inputRef={input}
      onReason={reason.onChange}
      onBlur={reason.onBlur}
      onSubmit={() => form.send({ type: 'form.attempt' })}
      onClose={() => detailRef.send({ type: 'reject.close' })}
      sending={false}
    />
  );
}

/** The form as it was sent, while the server answers. */
function SentRejectForm({ reason }: { reason: string }) {
  const ignore = () => {};
  return <RejectFields reason={reason} error={undefined} problem={null} onReason={ignore} onBlur={ignore} onSubmit={ignore} onClose={ignore} sending />;
}

interface RejectFieldsProps {
  reason: string;
  error: string | undefined;
  problem: string | null;
  inputRef?: Ref<HTMLTextAreaElement>;
  onReason: (reason: string) => void;
  onBlur: () => void;
  onSubmit: () => void;
  onClose: () => void;
  sending: boolean;
}

function RejectFields({ reason, error, problem, inputRef, onReason, onBlur, onSubmit, onClose, sending }: RejectFieldsProps) {
  const intl = useIntl();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Dialog.Body>
        <Stack gap="5">
          <Dialog.Description>
            <FormattedMessage id="applications.reject.consequences" />
          </Dialog.Description>
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <FormattedMessage id="applications.reject.failed" />
                </Alert.Title>
                <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, problem) })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Field.Root invalid={error !== undefined} required disabled={sending}>
            <Field.Label>
              <FormattedMessage id="applications.reject.reason" />
            </Field.Label>
            <Textarea ref={inputRef} value={reason} maxLength={REJECT_REASON_MAX_LENGTH} rows={4} onChange={(event) => onReason(event.currentTarget.value)} onBlur={onBlur} />
            <Field.HelperText>
              <FormattedMessage id="applications.reject.reasonHelp" values={{ count: reason.length, max: REJECT_REASON_MAX_LENGTH }} />
            </Field.HelperText>
            {error && <Field.ErrorText>{intl.formatMessage({ id: error })}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" disabled={sending} onClick={onClose}>
          <FormattedMessage id="applications.reject.back" />
        </Button>
        <Button type="submit" colorPalette="red" disabled={sending} loading={sending} loadingText={<FormattedMessage id="applications.reject.submit" />}>
          <FormattedMessage id="applications.reject.submit" />
        </Button>
      </Dialog.Footer>
    </form>
  );
}
