/**
 * One return's page: its number and status, the actions the return allows the person (approve,
 * reject, take over), then its products, the customer's reason, the escalation, the decision and
 * the history. A projection of the return's chart.
 */
import { useRef, type Ref } from 'react';
import { Grid, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { returnDetailMachine } from '../machines/returnDetail.machine.ts';
import {
  sameActionButtons,
  selectActionButtons,
  selectDetail,
  selectDetailScreen,
  selectLoadProblem,
  selectNotice,
  type DetailNotice,
} from '../machines/returnDetail.selectors.ts';
import type { ReturnAction } from '../machines/returns.types.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { DetailNotice as KitNotice } from '../../../src/views/kit/DetailNotice.tsx';
import { DetailActions, DetailFrame, DetailHeading, useNoticeFocus } from '../../../src/views/kit/DetailPage.tsx';
import { useFormats } from '../../../src/views/kit/format.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';
import { ReturnCustomer, ReturnDecisionFacts, ReturnEscalation, ReturnItems, ReturnTimeline } from './ReturnFacts.tsx';
import { ReturnFlags } from './ReturnsRows.tsx';
import { StatusBadge } from './StatusBadge.tsx';

type ReturnRef = ActorRefFrom<typeof returnDetailMachine>;

export interface ReturnDetailPageProps {
  logic: typeof returnDetailMachine;
  returnId: number;
  /** Where the back link goes: the list as it was left, or the CS queue. */
  backHref: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function ReturnDetailPage({ logic, returnId, backHref, host }: ReturnDetailPageProps) {
  const returnRef = useActorRef(logic, { input: { returnId }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(returnRef, selectDetailScreen);
  const problem = useSelector(returnRef, selectLoadProblem);
  return (
    <DetailFrame
      module="returns"
      backHref={backHref}
      backTextId={backHref.startsWith('/returns/customer-service') ? 'returns.detail.backToQueue' : undefined}
      onOpen={(href) => host.navigate(href)}
      screen={screen === 'return' ? 'loaded' : screen}
      problem={problem}
      onRetry={() => returnRef.send({ type: 'return.retry' })}
    >
      <LoadedReturn returnRef={returnRef} />
    </DetailFrame>
  );
}

function LoadedReturn({ returnRef }: { returnRef: ReturnRef }) {
  const intl = useIntl();
  const format = useFormats();
  const detail = useSelector(returnRef, selectDetail);
  const notice = useSelector(returnRef, selectNotice);
  const buttons = useSelector(returnRef, selectActionButtons, sameActionButtons);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useNoticeFocus(notice);
  const actionsRef = useRef<HTMLButtonElement>(null);

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
      {notice && <Notice ref={noticeRef} notice={notice} />}
      <DetailActions
        label={intl.formatMessage({ id: 'returns.actions.label' })}
        buttons={buttons}
        look={LOOK}
        textId={(action) => `returns.action.${action}`}
        onPress={(action) => returnRef.send(EVENT[action])}
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
      <DecisionDialog returnRef={returnRef} returnNumber={summary.returnNumber} finalFocus={() => noticeRef.current ?? actionsRef.current ?? headingRef.current} />
    </Stack>
  );
}

const LOOK: Record<ReturnAction, { colorPalette: string; variant: 'solid' | 'outline' }> = {
  takeOver: { colorPalette: 'brand', variant: 'outline' },
  approve: { colorPalette: 'brand', variant: 'solid' },
  reject: { colorPalette: 'red', variant: 'outline' },
};
const EVENT = { approve: { type: 'return.approve' }, reject: { type: 'return.reject' }, takeOver: { type: 'return.takeOver' } } as const;

/** What the page reports after an action: done (a status), a failure or a refusal (alerts). */
function Notice({ notice, ref }: { notice: DetailNotice; ref?: Ref<HTMLDivElement> }) {
  const intl = useIntl();
  if (notice.kind === 'decided' || notice.kind === 'tookOver') {
    const title = notice.kind === 'decided' ? `returns.notice.decided.${notice.decision}` : 'returns.notice.tookOver';
    return <KitNotice ref={ref} tone="done" title={<FormattedMessage id={title} />} />;
  }
  if (notice.kind === 'conflict') {
    return (
      <KitNotice
        ref={ref}
        tone="conflict"
        reloading={notice.reloading}
        title={<FormattedMessage id="returns.notice.conflict" />}
        text={notice.reloading ? <FormattedMessage id="returns.notice.reloading" /> : intl.formatMessage({ id: problemMessageId(intl, 'returns', notice.code) })}
      />
    );
  }
  return <KitNotice ref={ref} tone="refused" title={<FormattedMessage id="returns.notice.takeOverFailed" />} text={intl.formatMessage({ id: problemMessageId(intl, 'returns', notice.code) })} />;
}
