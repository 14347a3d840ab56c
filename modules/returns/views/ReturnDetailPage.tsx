/**
 * One return's page: its number and status, the actions the return allows the person (approve,
 * reject, take over), then its products, the customer's reason, the escalation, the decision and
 * the history. A projection of the return's chart.
 */
import { useEffect, useRef, type Ref, type RefObject } from 'react';
import { Box, Button, Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
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
import { DetailNotice as KitNotice, DetailStatus } from '../../../src/views/kit/DetailNotice.tsx';
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
  const intl = useIntl();
  const returnRef = useActorRef(logic, { input: { returnId }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(returnRef, selectDetailScreen);
  const problem = useSelector(returnRef, selectLoadProblem);
  return (
    <Stack gap="5">
      <Box>
        <Link
          href={backHref}
          colorPalette="brand"
          onClick={(event) => {
            event.preventDefault();
            host.navigate(backHref);
          }}
        >
          <FormattedMessage id={backHref.startsWith('/returns/customer-service') ? 'returns.detail.backToQueue' : 'returns.detail.back'} />
        </Link>
      </Box>
      {screen !== 'return' && (
        <DetailStatus
          screen={screen}
          loadingText={<FormattedMessage id="returns.detail.loading" />}
          failedText={<FormattedMessage id="returns.detail.failed" />}
          problemText={problem ? intl.formatMessage({ id: problemMessageId(intl, 'returns', problem) }) : undefined}
          onRetry={() => returnRef.send({ type: 'return.retry' })}
          notFound={{ title: <FormattedMessage id="returns.detail.notFound" />, text: <FormattedMessage id="returns.detail.notFoundText" /> }}
        />
      )}
      {screen === 'return' && <LoadedReturn returnRef={returnRef} />}
    </Stack>
  );
}

function LoadedReturn({ returnRef }: { returnRef: ReturnRef }) {
  const format = useFormats();
  const detail = useSelector(returnRef, selectDetail);
  const notice = useSelector(returnRef, selectNotice);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLButtonElement>(null);

  // A new notice takes the focus: it is read, and the button pressed may have gone with the action.
  const noticeKey = notice ? `${notice.kind}:${'reloading' in notice ? notice.reloading : ''}` : null;
  useEffect(() => {
    if (noticeKey) noticeRef.current?.focus();
  }, [noticeKey]);

  if (!detail) return null;
  const { summary } = detail;
  return (
    <Stack gap="5">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1}>
          <FormattedMessage id="returns.detail.title" values={{ returnNumber: summary.returnNumber }} />
        </Heading>
        <StatusBadge status={summary.status} size="lg" />
      </Flex>
      <ReturnFlags row={summary} />
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="returns.detail.subtitle" values={{ created: format.dateTime(summary.createdAt), orderNumber: summary.orderNumber }} />
      </Text>
      {notice && <Notice ref={noticeRef} notice={notice} />}
      <ReturnActions returnRef={returnRef} firstButtonRef={actionsRef} />
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

/** Only the buttons the return's chart offers; while one is under way or the dialog is open, they stay, disabled. */
function ReturnActions({ returnRef, firstButtonRef }: { returnRef: ReturnRef; firstButtonRef: RefObject<HTMLButtonElement | null> }) {
  const intl = useIntl();
  const buttons = useSelector(returnRef, selectActionButtons, sameActionButtons);
  if (buttons.length === 0) return null;
  return (
    <Flex role="group" aria-label={intl.formatMessage({ id: 'returns.actions.label' })} gap="2" wrap="wrap">
      {buttons.map(({ action, enabled, busy }, index) => (
        <Button key={action} ref={index === 0 ? firstButtonRef : undefined} {...LOOK[action]} loading={busy} disabled={!enabled} onClick={() => returnRef.send(EVENT[action])}>
          <FormattedMessage id={`returns.action.${action}`} />
        </Button>
      ))}
    </Flex>
  );
}

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
