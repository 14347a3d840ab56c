/**
 * One seller's page: its name and state, what the admin may do (publish or unpublish, edit its type
 * and collector flag), then its record, contacts, bank, warehouses, publish history, settings
 * changes and terms acceptances. A projection of the seller's chart.
 */
import { useRef, type Ref } from 'react';
import { Button, Flex, Grid, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { sellerDetailMachine } from '../machines/sellerDetail.machine.ts';
import {
  selectAcceptances,
  selectCanChangePublication,
  selectCanDownloadReceipt,
  selectCanEditSettings,
  selectDetailScreen,
  selectIsSendingPublication,
  selectIsSavingSettings,
  selectLoadProblem,
  selectNotice,
  selectRecord,
  type DetailNotice,
} from '../machines/sellerDetail.selectors.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';
import { DetailNotice as KitNotice } from '../../../src/views/kit/DetailNotice.tsx';
import { DetailFrame, DetailHeading, useNoticeFocus } from '../../../src/views/kit/DetailPage.tsx';
import { PublicationDialog } from './PublicationDialog.tsx';
import { PublishBadge } from './SellerBadges.tsx';
import { PublishHistory, SellerBank, SellerContacts, SellerSummary, SellerWarehouses, SettingsChanges, TermsAcceptances } from './SellerFacts.tsx';
import { SettingsDialog } from './SettingsDialog.tsx';

type SellerRef = ActorRefFrom<typeof sellerDetailMachine>;

export interface SellerDetailPageProps {
  logic: typeof sellerDetailMachine;
  sellerId: number;
  /** Where the back link goes: the list as it was left. */
  backHref: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function SellerDetailPage({ logic, sellerId, backHref, host }: SellerDetailPageProps) {
  const sellerRef = useActorRef(logic, { input: { sellerId }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(sellerRef, selectDetailScreen);
  const problem = useSelector(sellerRef, selectLoadProblem);
  return (
    <DetailFrame
      module="sellers"
      backHref={backHref}
      onOpen={(href) => host.navigate(href)}
      screen={screen === 'seller' ? 'loaded' : screen}
      problem={problem}
      onRetry={() => sellerRef.send({ type: 'seller.retry' })}
    >
      <LoadedSeller sellerRef={sellerRef} />
    </DetailFrame>
  );
}

function LoadedSeller({ sellerRef }: { sellerRef: SellerRef }) {
  const record = useSelector(sellerRef, selectRecord);
  const acceptances = useSelector(sellerRef, selectAcceptances);
  const notice = useSelector(sellerRef, selectNotice);
  const canPublish = useSelector(sellerRef, selectCanChangePublication);
  const canEdit = useSelector(sellerRef, selectCanEditSettings);
  const sendingPublication = useSelector(sellerRef, selectIsSendingPublication);
  const savingSettings = useSelector(sellerRef, selectIsSavingSettings);
  const canDownload = useSelector(sellerRef, selectCanDownloadReceipt);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new notice takes the focus: it is read after the dialog that caused it closes.
  const noticeRef = useNoticeFocus(notice);

  if (!record) return null;
  const { seller } = record;
  const finalFocus = () => noticeRef.current ?? headingRef.current;
  return (
    <Stack gap="5">
      <DetailHeading headingRef={headingRef} title={seller.name} badge={<PublishBadge publish={seller.publish} size="lg" />} />
      {notice && <Notice ref={noticeRef} notice={notice} />}
      <Flex gap="2" wrap="wrap">
        <Button
          colorPalette={seller.publish ? 'red' : 'brand'}
          variant={seller.publish ? 'outline' : 'solid'}
          disabled={!canPublish}
          loading={sendingPublication}
          onClick={() => sellerRef.send({ type: 'publication.open' })}
        >
          <FormattedMessage id={seller.publish ? 'sellers.action.unpublish' : 'sellers.action.publish'} />
        </Button>
        <Button variant="outline" disabled={!canEdit} loading={savingSettings} onClick={() => sellerRef.send({ type: 'settings.open' })}>
          <FormattedMessage id="sellers.action.editSettings" />
        </Button>
      </Flex>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '1fr 1fr' }} gap="4" alignItems="start">
        <Stack gap="4">
          <SellerSummary record={record} />
          <PublishHistory record={record} />
          <SettingsChanges record={record} />
        </Stack>
        <Stack gap="4">
          <TermsAcceptances
            acceptances={acceptances}
            canDownload={canDownload}
            onDownload={(acceptanceId) => sellerRef.send({ type: 'receipt.download', acceptanceId })}
          />
          <SellerContacts record={record} />
          <SellerBank record={record} />
          <SellerWarehouses record={record} />
        </Stack>
      </Grid>
      <PublicationDialog sellerRef={sellerRef} finalFocus={finalFocus} />
      <SettingsDialog sellerRef={sellerRef} finalFocus={finalFocus} />
    </Stack>
  );
}

/** What the page reports after an action: done (a status), a failure or a refusal (alerts). */
function Notice({ notice, ref }: { notice: DetailNotice; ref?: Ref<HTMLDivElement> }) {
  const intl = useIntl();
  if (notice.kind === 'published' || notice.kind === 'unpublished' || notice.kind === 'settingsSaved') {
    return <KitNotice ref={ref} tone="done" title={<FormattedMessage id={`sellers.notice.${notice.kind}`} />} />;
  }
  if (notice.kind === 'conflict') {
    return (
      <KitNotice
        ref={ref}
        tone="conflict"
        reloading={notice.reloading}
        title={<FormattedMessage id="sellers.notice.conflict" />}
        text={notice.reloading ? <FormattedMessage id="sellers.notice.reloading" /> : intl.formatMessage({ id: problemMessageId(intl, 'sellers', notice.code) })}
      />
    );
  }
  return <KitNotice ref={ref} tone="refused" title={<FormattedMessage id="sellers.notice.receiptFailed" />} text={intl.formatMessage({ id: problemMessageId(intl, 'sellers', notice.code) })} />;
}
