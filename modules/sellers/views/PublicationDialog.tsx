/**
 * The publish or unpublish dialog: why, in words the publish history will show. Its form is the
 * seller chart's child (the portal's form chart); once sent, the dialog stays with the reason typed,
 * disabled, until the server answers, and a failure brings the form back with it. Escape, a click
 * outside and "Volver" close it, except while it is sending.
 */

import { useRef } from 'react';
import { Field, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { useDialogForm } from '../../../src/views/kit/DialogForm.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';
import { EMPTY_PUBLICATION, PUBLICATION_REASON_MAX_LENGTH, publicationFormSelectors } from '../machines/publicationForm.ts';
import type { sellerDetailMachine } from '../machines/sellerDetail.machine.ts';
import { selectIsPublicationOpen, selectPublicationDraft, selectPublicationForm, selectPublicationProblem, selectRecord } from '../machines/sellerDetail.selectors.ts';

type SellerRef = ActorRefFrom<typeof sellerDetailMachine>;

export function PublicationDialog({ sellerRef, finalFocus }: { sellerRef: SellerRef; finalFocus: () => HTMLElement | null }) {
  const intl = useIntl();
  const open = useSelector(sellerRef, selectIsPublicationOpen);
  const problem = useSelector(sellerRef, selectPublicationProblem);
  const record = useSelector(sellerRef, selectRecord);
  const input = useRef<HTMLTextAreaElement>(null);
  const form = useDialogForm(useSelector(sellerRef, selectPublicationForm), publicationFormSelectors, useSelector(sellerRef, selectPublicationDraft), EMPTY_PUBLICATION, {
    reason: input,
  });
  // The dialog publishes an unpublished seller and unpublishes a published one.
  const action = record?.seller.publish ? 'unpublish' : 'publish';
  const { reason } = form.values;
  return (
    <ActionDialog
      open={open}
      sending={form.sending}
      onClose={() => sellerRef.send({ type: 'publication.close' })}
      onConfirm={form.submit}
      title={<FormattedMessage id={`sellers.publication.title.${action}`} values={{ name: record?.seller.name ?? '' }} />}
      description={<FormattedMessage id={`sellers.publication.consequences.${action}`} />}
      problem={problem ? { title: <FormattedMessage id="sellers.publication.failed" />, text: intl.formatMessage({ id: problemMessageId(intl, 'sellers', problem) }) } : null}
      backLabel={<FormattedMessage id="sellers.dialog.back" />}
      confirmLabel={<FormattedMessage id={`sellers.publication.submit.${action}`} />}
      // The brand's solid button: white on the palette's red falls short of the text contrast.
      confirmPalette="brand"
      finalFocus={finalFocus}
    >
      <Field.Root invalid={form.errors.reason !== undefined} required disabled={form.sending}>
        <Field.Label>
          <FormattedMessage id="sellers.publication.reason" />
        </Field.Label>
        <Textarea ref={input} value={reason} maxLength={PUBLICATION_REASON_MAX_LENGTH} rows={3} onChange={(event) => form.change('reason', event.currentTarget.value)} onBlur={() => form.blur('reason')} />
        <Field.HelperText>
          <FormattedMessage id="sellers.publication.reasonHelp" values={{ count: reason.trim().length, max: PUBLICATION_REASON_MAX_LENGTH }} />
        </Field.HelperText>
        {form.errors.reason && <Field.ErrorText>{intl.formatMessage({ id: form.errors.reason })}</Field.ErrorText>}
      </Field.Root>
    </ActionDialog>
  );
}
