/**
 * One application's page: the commercial name and status, the decisions the application allows
 * (take into review, approve, reject), then every answer by wizard step beside the proof file, the
 * RUT lookup and the history. A projection of the application's chart.
 */
import { Grid, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { actionButtonsOf, sameActionButtons, type DetailSnapshot } from '../../../machines/detail/detail.selectors.ts';
import { formatRut } from '../../../shared/onboarding/rut.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { allowsApplication, APPLICATION_ACTIONS, type ApplicationAction, type applicationDetailMachine, type LoadedApplication } from '../machines/applicationDetail.machine.ts';
import { ApplicationAnswers } from './ApplicationAnswers.tsx';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ActionNotice, type ActionNoticeTexts } from '../../../src/views/kit/DetailNotice.tsx';
import { DetailActions, DetailChartFrame, DetailHeading, useLoadedDetail } from '../../../src/views/kit/DetailPage.tsx';
import { ProofFile } from './ProofFile.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { ReviewHistory, RutLookup } from './ReviewFacts.tsx';
import { StatusBadge } from './StatusBadge.tsx';

type DetailRef = ActorRefFrom<typeof applicationDetailMachine>;
type Snapshot = SnapshotFrom<typeof applicationDetailMachine>;

/** The kit's selectors read the chart as any detail chart. */
const asDetail = (snapshot: Snapshot) => snapshot as unknown as DetailSnapshot<LoadedApplication, ApplicationAction>;
const actionButtons = actionButtonsOf(Object.keys(APPLICATION_ACTIONS) as ApplicationAction[], allowsApplication);
/** While a conflict is read again, no decision is offered; the rejection's button does not spin behind its own dialog. */
const selectButtons = (snapshot: Snapshot) =>
  asDetail(snapshot).matches('conflict') ? [] : actionButtons(asDetail(snapshot)).map((button) => (button.action === 'reject' ? { ...button, busy: false } : button));

export interface ApplicationDetailPageProps {
  logic: typeof applicationDetailMachine;
  applicationId: string;
  /** Where the back link goes: the queue as it was left. */
  backHref: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function ApplicationDetailPage({ logic, applicationId, backHref, host }: ApplicationDetailPageProps) {
  return (
    <DetailChartFrame module="applications" logic={logic} input={{ applicationId }} backHref={backHref} host={host}>
      {(detailRef) => <LoadedApplication detailRef={detailRef} />}
    </DetailChartFrame>
  );
}

function LoadedApplication({ detailRef }: { detailRef: DetailRef }) {
  const intl = useIntl();
  const format = useFormats();
  const { detail: loaded, notice, headingRef, noticeRef, actionsRef, finalFocus } = useLoadedDetail(detailRef);
  const buttons = useSelector(detailRef, selectButtons, sameActionButtons);

  if (!loaded) return null;
  const { application, review, proof } = loaded;
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
      {/* The action reached no verdict (a refused rejection stays in its dialog): why, and "Reintentar" to send the same action again. */}
      {notice && <ActionNotice ref={noticeRef} module="applications" notice={notice} texts={NOTICE} onRetry={() => detailRef.send({ type: 'action.retry' })} />}
      <DetailActions
        label={intl.formatMessage({ id: 'applications.actions.label' })}
        buttons={buttons}
        look={LOOK}
        textId={(action) => `applications.action.${action}`}
        onPress={(action) => detailRef.send({ type: 'action.start', action })}
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
      <RejectDialog detailRef={detailRef} businessName={application.businessName} finalFocus={finalFocus} />
    </Stack>
  );
}

const LOOK: Record<ApplicationAction, { colorPalette: string; variant: 'solid' | 'outline' }> = {
  review: { colorPalette: 'brand', variant: 'outline' },
  approve: { colorPalette: 'brand', variant: 'solid' },
  reject: { colorPalette: 'red', variant: 'outline' },
};

/** What the page says once a decision is recorded. */
const DONE_TEXT: Record<ApplicationAction, string> = {
  review: 'applications.notice.inReview',
  approve: 'applications.notice.approved',
  reject: 'applications.notice.rejected',
};

/** What the page reports after a decision: done (a status), a failure (with "Reintentar") or a refusal. */
const NOTICE: ActionNoticeTexts<ApplicationAction> = {
  done: (action) => DONE_TEXT[action],
  conflict: { title: 'applications.notice.conflict', reloading: 'applications.notice.reloading' },
  refused: () => 'applications.notice.failed',
};
