/**
 * "¿Retirar la notificación?": withdrawing takes it from every seller at once, so the admin confirms.
 * While it is sent the dialog waits; a failure says so and offers to send it again. The kit's
 * action dialog, driven by the notifications chart.
 */
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import type { notificationsAdminMachine } from '../machines/notificationsAdmin.machine.ts';
import { selectIsWithdrawing, selectProblem, selectWithdrawal, selectWithdrawFailed } from '../machines/notificationsAdmin.selectors.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

export function WithdrawDialog({ page }: { page: ActorRefFrom<typeof notificationsAdminMachine> }) {
  const intl = useIntl();
  const withdrawal = useSelector(page, selectWithdrawal);
  const sending = useSelector(page, selectIsWithdrawing);
  const failed = useSelector(page, selectWithdrawFailed);
  const problem = useSelector(page, selectProblem);
  return (
    <ActionDialog
      open={withdrawal !== null}
      sending={sending}
      onClose={() => page.send({ type: 'withdraw.cancel' })}
      onConfirm={() => page.send({ type: 'withdraw.confirm' })}
      title={<FormattedMessage id="documents.withdraw.title" values={{ label: withdrawal?.label ?? '' }} />}
      description={<FormattedMessage id="documents.withdraw.consequences" />}
      problem={failed && problem ? { title: <FormattedMessage id="documents.withdraw.failed" />, text: intl.formatMessage({ id: problemMessageId(intl, 'documents', problem) }) } : null}
      backLabel={<FormattedMessage id="documents.withdraw.back" />}
      confirmLabel={<FormattedMessage id={failed ? 'documents.withdraw.retry' : 'documents.withdraw.confirm'} />}
      sendingLabel={<FormattedMessage id="documents.withdraw.sending" />}
      confirmPalette="red"
    />
  );
}
