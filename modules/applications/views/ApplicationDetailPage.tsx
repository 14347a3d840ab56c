/**
 * One application's page: the commercial name and status, the decisions the application allows
 * (take into review, approve, reject), then every answer by wizard step beside the proof file, the
 * RUT lookup and the history. A projection of the application's chart.
 */
import { useRef, type Ref } from 'react';
import { Grid, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { formatRut } from '../../../shared/onboarding/rut.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { applicationDetailMachine } from '../machines/applicationDetail.machine.ts';
import {
  sameDecisionButtons,
  selectApplication,
  selectDecisionButtons,
  selectDetailScreen,
  selectLoadProblem,
  selectNotice,
  selectProof,
  selectReview,
  type DecisionAction,
  type DetailNotice,
} from '../machines/applicationDetail.selectors.ts';
import { ApplicationAnswers } from './ApplicationAnswers.tsx';
import { useFormats } from '../../../src/views/kit/format.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';
import { DetailNotice as KitNotice } from '../../../src/views/kit/DetailNotice.tsx';
import { DetailActions, DetailFrame, DetailHeading, useNoticeFocus } from '../../../src/views/kit/DetailPage.tsx';
import { ProofFile } from './ProofFile.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { ReviewHistory, RutLookup } from './ReviewFacts.tsx';
import { StatusBadge } from './StatusBadge.tsx';

type DetailRef = ActorRefFrom<typeof applicationDetailMachine>;

export interface ApplicationDetailPageProps {
  logic: typeof applicationDetailMachine;
  applicationId: string;
  /** Where the back link goes: the queue as it was left. */
  backHref: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function ApplicationDetailPage({ logic, applicationId, backHref, host }: ApplicationDetailPageProps) {
  const detailRef = useActorRef(logic, { input: { applicationId }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(detailRef, selectDetailScreen);
  const problem = useSelector(detailRef, selectLoadProblem);
  return (
    <DetailFrame
      module="applications"
      backHref={backHref}
      onOpen={(href) => host.navigate(href)}
      screen={screen === 'application' ? 'loaded' : screen}
      problem={problem}
      onRetry={() => detailRef.send({ type: 'detail.retry' })}
    >
      <LoadedApplication detailRef={detailRef} />
    </DetailFrame>
  );
}

function LoadedApplication({ detailRef }: { detailRef: DetailRef }) {
  const intl = useIntl();
  const format = useFormats();
  const application = useSelector(detailRef, selectApplication);
  const review = useSelector(detailRef, selectReview);
  const proof = useSelector(detailRef, selectProof);
  const notice = useSelector(detailRef, selectNotice);
  const buttons = useSelector(detailRef, selectDecisionButtons, sameDecisionButtons);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useNoticeFocus(notice);
  const actionsRef = useRef<HTMLButtonElement>(null);

  if (!application || !review) return null;
  return (
    <Stack gap="5">
      <DetailHeading
        headingRef={headingRef}
        title={application.businessName}
        badge={<StatusBadge status={review.status} size="lg" />}
        subtitle={
          <FormattedMessage
            id="applications.detail.subtitle"
            values={{ received: format.dateTime(application.createdAt), companyName: application.companyName, rut: formatRut(application.documentNumber) }}
          />
        }
      />
      {notice && <Notice ref={noticeRef} notice={notice} onRetry={() => detailRef.send({ type: 'action.retry' })} />}
      <DetailActions
        label={intl.formatMessage({ id: 'applications.actions.label' })}
        buttons={buttons}
        look={LOOK}
        textId={(action) => `applications.action.${action}`}
        onPress={(action) => detailRef.send(EVENT[action])}
        buttonRef={actionsRef}
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '3fr 2fr' }} gap="4" alignItems="start">
        <Stack gap="4">
          <ApplicationAnswers answers={application.answers} />
        </Stack>
        <Stack gap="4">
          <ProofFile proofFile={application.proofFile} proof={proof} />
          <RutLookup application={application} />
          <ReviewHistory review={review} />
        </Stack>
      </Grid>
      <RejectDialog detailRef={detailRef} businessName={application.businessName} finalFocus={() => noticeRef.current ?? actionsRef.current ?? headingRef.current} />
    </Stack>
  );
}

const LOOK: Record<DecisionAction, { colorPalette: string; variant: 'solid' | 'outline' }> = {
  review: { colorPalette: 'brand', variant: 'outline' },
  approve: { colorPalette: 'brand', variant: 'solid' },
  reject: { colorPalette: 'red', variant: 'outline' },
};
const EVENT = { review: { type: 'review.start' }, approve: { type: 'application.approve' }, reject: { type: 'application.reject' } } as const;

/** What the page reports after a decision: done (a status), a failure (with "Reintentar") or a refusal. */
function Notice({ notice, onRetry, ref }: { notice: DetailNotice; onRetry: () => void; ref?: Ref<HTMLDivElement> }) {
  const intl = useIntl();
  if (notice.kind === 'inReview' || notice.kind === 'approved' || notice.kind === 'rejected') {
    return <KitNotice ref={ref} tone="done" title={<FormattedMessage id={`applications.notice.${notice.kind}`} />} />;
  }
  if (notice.kind === 'conflict') {
    return (
      <KitNotice
        ref={ref}
        tone="conflict"
        reloading={notice.reloading}
        title={<FormattedMessage id="applications.notice.conflict" />}
        text={notice.reloading ? <FormattedMessage id="applications.notice.reloading" /> : intl.formatMessage({ id: problemMessageId(intl, 'applications', notice.code) })}
      />
    );
  }
  // The action reached no verdict: why, and "Reintentar" to send the same action again.
  return (
    <KitNotice
      ref={ref}
      tone="refused"
      title={<FormattedMessage id="applications.notice.failed" />}
      text={intl.formatMessage({ id: problemMessageId(intl, 'applications', notice.code) })}
      onRetry={onRetry}
    />
  );
}
