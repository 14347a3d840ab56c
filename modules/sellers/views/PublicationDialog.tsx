/**
 * The publish or unpublish dialog: why, in words the publish history will show. Its form is the
 * seller chart's child (the portal's form chart); once sent, the dialog stays with the reason typed,
 * disabled, until the server answers, and a failure brings the form back with it. Escape, a click
 * outside and "Volver" close it, except while it is sending.
 */

import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { dialogSelectorsOf } from '../../../machines/detail/detail.selectors.ts';
import { DetailActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { CountedText } from '../../../src/views/kit/DialogFields.tsx';
import { useDetailDialog } from '../../../src/views/kit/DialogForm.ts';
import { EMPTY_PUBLICATION, PUBLICATION_REASON_MAX_LENGTH, publicationFormSelectors, type publicationFormMachine, type PublicationValues } from '../machines/publicationForm.ts';
import { SELLER_ACTIONS, type SellerAction, type sellerDetailMachine } from '../machines/sellerDetail.machine.ts';

type SellerRef = ActorRefFrom<typeof sellerDetailMachine>;

const publicationDialog = dialogSelectorsOf<SellerAction, PublicationValues, ActorRefFrom<typeof publicationFormMachine>>(SELLER_ACTIONS, 'publication');
export const selectRecord = (snapshot: SnapshotFrom<typeof sellerDetailMachine>) => snapshot.context.detail?.record ?? null;

export function PublicationDialog({ sellerRef, finalFocus }: { sellerRef: SellerRef; finalFocus: () => HTMLElement | null }) {
  const record = useSelector(sellerRef, selectRecord);
  const input = useRef<HTMLTextAreaElement>(null);
  const dialog = useDetailDialog(sellerRef, publicationDialog, publicationFormSelectors, EMPTY_PUBLICATION, { reason: input });
  const { form } = dialog;
  // The dialog publishes an unpublished seller and unpublishes a published one.
  const action = record?.seller.publish ? 'unpublish' : 'publish';
  const { reason } = form.values;
  return (
    <DetailActionDialog
      dialog={dialog}
      module="sellers"
      failedTitleId="sellers.publication.failed"
      title={<FormattedMessage id={`sellers.publication.title.${action}`} values={{ name: record?.seller.name ?? '' }} />}
      description={<FormattedMessage id={`sellers.publication.consequences.${action}`} />}
      backLabel={<FormattedMessage id="sellers.dialog.back" />}
      confirmLabel={<FormattedMessage id={`sellers.publication.submit.${action}`} />}
      // The brand's solid button: white on the palette's red falls short of the text contrast.
      confirmPalette="brand"
      finalFocus={finalFocus}
    >
      <CountedText
        labelId="sellers.publication.reason"
        helpId="sellers.publication.reasonHelp"
        inputRef={input}
        value={reason}
        count={reason.trim().length}
        maxLength={PUBLICATION_REASON_MAX_LENGTH}
        rows={3}
        onChange={(value) => form.change('reason', value)}
        onBlur={() => form.blur('reason')}
        error={form.errors.reason}
        required
        disabled={form.sending}
      />
    </DetailActionDialog>
  );
}
