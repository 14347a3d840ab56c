/**
 * The publish or unpublish dialog: why, in words the publish history will show. Its form is the
 * seller chart's child (the portal's form chart); once sent, the dialog stays with the reason typed,
 * disabled, until the server answers, and a failure brings the form back with it. Escape, a click
 * outside and "Volver" close it, except while it is sending.
 */
import { Alert, Button, Dialog, Field, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { useFocusOnInvalid, useFormField, useFormSubmit } from '../../../src/views/form/useForm.ts';
import { EMPTY_PUBLICATION, PUBLICATION_REASON_MAX_LENGTH, publicationFormSelectors, type PublicationValues } from '../machines/publicationForm.ts';
import type { sellerDetailMachine } from '../machines/sellerDetail.machine.ts';
import {
  selectIsPublicationOpen,
  selectIsSendingPublication,
  selectPublicationDraft,
  selectPublicationForm,
  selectPublicationProblem,
  selectRecord,
  type PublicationFormRef,
} from '../machines/sellerDetail.selectors.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

type SellerRef = ActorRefFrom<typeof sellerDetailMachine>;

export function PublicationDialog({ sellerRef, finalFocus }: { sellerRef: SellerRef; finalFocus: () => HTMLElement | null }) {
  const open = useSelector(sellerRef, selectIsPublicationOpen);
  const sending = useSelector(sellerRef, selectIsSendingPublication);
  const form = useSelector(sellerRef, selectPublicationForm);
  const draft = useSelector(sellerRef, selectPublicationDraft);
  const record = useSelector(sellerRef, selectRecord);
  // The dialog publishes an unpublished seller and unpublishes a published one.
  const action = record?.seller.publish ? 'unpublish' : 'publish';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && sellerRef.send({ type: 'publication.close' })}
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
                <FormattedMessage id={`sellers.publication.title.${action}`} values={{ name: record?.seller.name ?? '' }} />
              </Dialog.Title>
            </Dialog.Header>
            {form ? (
              <LiveForm form={form} sellerRef={sellerRef} action={action} />
            ) : (
              <ReasonFields action={action} values={draft ?? EMPTY_PUBLICATION} error={undefined} problem={null} sending onReason={() => {}} onBlur={() => {}} onSubmit={() => {}} onClose={() => {}} />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LiveForm({ form, sellerRef, action }: { form: PublicationFormRef; sellerRef: SellerRef; action: 'publish' | 'unpublish' }) {
  const reason = useFormField(form, publicationFormSelectors, 'reason');
  const { onSubmit } = useFormSubmit(form, publicationFormSelectors);
  const problem = useSelector(sellerRef, selectPublicationProblem);
  const input = useRef<HTMLTextAreaElement>(null);
  useFocusOnInvalid(form, { reason: input });
  return (
    <ReasonFields
      action={action}
      values={{ reason: reason.value }}
      error={reason.error}
      problem={problem}
      sending={false}
      inputRef={input}
      onReason={reason.onChange}
      onBlur={reason.onBlur}
      onSubmit={onSubmit}
      onClose={() => sellerRef.send({ type: 'publication.close' })}
    />
  );
}

interface ReasonFieldsProps {
  action: 'publish' | 'unpublish';
  values: PublicationValues;
  error: string | undefined;
  problem: string | null;
  sending: boolean;
  inputRef?: React.Ref<HTMLTextAreaElement>;
  onReason: (reason: string) => void;
  onBlur: () => void;
  onSubmit: (event: React.FormEvent) => void;
  onClose: () => void;
}

function ReasonFields({ action, values, error, problem, sending, inputRef, onReason, onBlur, onSubmit, onClose }: ReasonFieldsProps) {
  const intl = useIntl();
  return (
    <form noValidate onSubmit={onSubmit}>
      <Dialog.Body>
        <Stack gap="5">
          <Dialog.Description>
            <FormattedMessage id={`sellers.publication.consequences.${action}`} />
          </Dialog.Description>
          {problem && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <FormattedMessage id="sellers.publication.failed" />
                </Alert.Title>
                <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'sellers', problem) })}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Field.Root invalid={error !== undefined} required disabled={sending}>
            <Field.Label>
              <FormattedMessage id="sellers.publication.reason" />
            </Field.Label>
            <Textarea ref={inputRef} value={values.reason} maxLength={PUBLICATION_REASON_MAX_LENGTH} rows={3} onChange={(event) => onReason(event.currentTarget.value)} onBlur={onBlur} />
            <Field.HelperText>
              <FormattedMessage id="sellers.publication.reasonHelp" values={{ count: values.reason.trim().length, max: PUBLICATION_REASON_MAX_LENGTH }} />
            </Field.HelperText>
            {error && <Field.ErrorText>{intl.formatMessage({ id: error })}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="ghost" disabled={sending} onClick={onClose}>
          <FormattedMessage id="sellers.dialog.back" />
        </Button>
        {/* The brand's solid button: white on the palette's red falls short of the text contrast. */}
        <Button type="submit" colorPalette="brand" loading={sending} loadingText={<FormattedMessage id={`sellers.publication.submit.${action}`} />}>
          <FormattedMessage id={`sellers.publication.submit.${action}`} />
        </Button>
      </Dialog.Footer>
    </form>
  );
}
