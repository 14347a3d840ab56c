/**
 * One return's page: its number and status, the actions the return allows the person (approve,
 * reject, take over), then its products, the customer's reason, the escalation, the decision and
 * the history. A projection of the return's chart.
 */
import { Grid, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { actionButtonsOf, sameActionButtons, type DetailSnapshot } from '../../../machines/detail/detail.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { allowsReturn, RETURN_ACTIONS, type returnDetailMachine } from '../machines/returnDetail.machine.ts';
import type { ReturnAction, ReturnDetail } from '../machines/returns.types.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { ActionNotice, type ActionNoticeTexts } from '../../../src/views/kit/DetailNotice.tsx';
import { DetailActions, DetailChartFrame, DetailHeading, useLoadedDetail } from '../../../src/views/kit/DetailPage.tsx';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ReturnCustomer, ReturnDecisionFacts, ReturnEscalation, ReturnItems, ReturnTimeline } from './ReturnFacts.tsx';
import { ReturnFlags } from './ReturnsRows.tsx';
import { StatusBadge } from './StatusBadge.tsx';

type ReturnRef = ActorRefFrom<typeof returnDetailMachine>;

/** The kit's selectors read the chart as any detail chart. */
const asReturnDetail = (snapshot: SnapshotFrom<typeof returnDetailMachine>) => snapshot as unknown as DetailSnapshot<ReturnDetail, ReturnAction>;
const actionButtons = actionButtonsOf(Object.keys(RETURN_ACTIONS) as ReturnAction[], allowsReturn);
const selectButtons = (snapshot: SnapshotFrom<typeof returnDetailMachine>) => actionButtons(asReturnDetail(snapshot));

export interface ReturnDetailPageProps {
  logic: typeof returnDetailMachine;
  returnId: number;
  /** Where the back link goes: the list as it was left, or the CS queue. */
  backHref: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function ReturnDetailPage({ logic, returnId, backHref, host }: ReturnDetailPageProps) {
  return (
    <DetailChartFrame
      module="returns"
      logic={logic}
      input={{ returnId }}
      backHref={backHref}
      backTextId={backHref.startsWith('/returns/customer-service') ? 'returns.detail.backToQueue' : undefined}
      host={host}
    >
      {(returnRef) => <LoadedReturn returnRef={returnRef} />}
    </DetailChartFrame>
  );
}

function LoadedReturn({ returnRef }: { returnRef: ReturnRef }) {
  const intl = useIntl();
  const format = useFormats();
  const { detail, notice, headingRef, noticeRef, actionsRef, finalFocus } = useLoadedDetail(returnRef);
  const buttons = useSelector(returnRef, selectButtons, sameActionButtons);

  if (!detail) return null;
  const { summary } = detail;
  return (
    <Stack gap="5">
      <DetailHeading
        headingRef={headingRef}
        title={<FormattedMessage id="returns.detail.title" values={{ returnNumber: summary.returnNumber }} />}
        badge={<StatusBadge status={summary.status} size="lg" />}
        subtitle={<FormattedMessage id="returns.detail.subtitle" values={{ created: format.dateTime(summary.createdAt), orderNumber: summary.orderNumber }} />}
      >
        <ReturnFlags row={summary} />
      </DetailHeading>
      {notice && <ActionNotice ref={noticeRef} module="returns" notice={notice} texts={NOTICE} />}
      <DetailActions
        label={intl.formatMessage({ id: 'returns.actions.label' })}
        buttons={buttons}
        look={LOOK}
        textId={(action) => `returns.action.${action}`}
        onPress={(action) => returnRef.send({ type: 'action.start', action })}
        buttonRef={actionsRef}
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '2fr 1fr' }} gap="4" alignItems="start">
        <Stack gap="4">
          <ReturnItems detail={detail} />
          <ReturnTimeline detail={detail} />
        </Stack>
        <Stack gap="4">
          <ReturnCustomer detail={detail} />
          <ReturnEscalation detail={detail} />
          <ReturnDecisionFacts detail={detail} />
        </Stack>
      </Grid>
      <DecisionDialog returnRef={returnRef} returnNumber={summary.returnNumber} finalFocus={finalFocus} />
    </Stack>
  );
}

const LOOK: Record<ReturnAction, { colorPalette: string; variant: 'solid' | 'outline' }> = {
  takeOver: { colorPalette: 'brand', variant: 'outline' },
  approve: { colorPalette: 'brand', variant: 'solid' },
  reject: { colorPalette: 'red', variant: 'outline' },
};

/** What the page reports after an action: done (a status), a failure or a refusal (alerts). */
const NOTICE: ActionNoticeTexts<ReturnAction> = {
  done: (action) => (action === 'takeOver' ? 'returns.notice.tookOver' : `returns.notice.decided.${action}`),
  conflict: { title: 'returns.notice.conflict', reloading: 'returns.notice.reloading' },
  // A refused decision stays in its dialog: only the take-over is refused on the page.
  refused: () => 'returns.notice.takeOverFailed',
};
