/**
 * One seller's page: its name and state, what the admin may do (publish or unpublish, edit its type
 * and collector flag), then its record, contacts, bank, warehouses, publish history, settings
 * changes and terms acceptances. A projection of the seller's chart.
 */
import { Button, Flex, Grid, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { selectSubmitting, type DetailSnapshot } from '../../../machines/detail/detail.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { SellerAction, sellerDetailMachine, SellerPageData } from '../machines/sellerDetail.machine.ts';
import { ActionNotice, type ActionNoticeTexts } from '../../../src/views/kit/DetailNotice.tsx';
import { DetailChartFrame, DetailHeading, useLoadedDetail } from '../../../src/views/kit/DetailPage.tsx';
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

type Snapshot = SnapshotFrom<typeof sellerDetailMachine>;

/** The kit's selectors read the chart as any detail chart. */
const asDetail = (snapshot: Snapshot) => snapshot as unknown as DetailSnapshot<SellerPageData, SellerAction>;
const selectCanPublish = (snapshot: Snapshot) => snapshot.can({ type: 'action.start', action: 'publication' });
const selectCanEdit = (snapshot: Snapshot) => snapshot.can({ type: 'action.start', action: 'settings' });
const selectSending = (snapshot: Snapshot) => selectSubmitting(asDetail(snapshot));
/** A receipt may be asked for while the page is at rest (each shown acceptance has one). */
const selectCanDownload = (snapshot: Snapshot) => asDetail(snapshot).matches('shown');

export function SellerDetailPage({ logic, sellerId, backHref, host }: SellerDetailPageProps) {
  return (
    <DetailChartFrame module="sellers" logic={logic} input={{ sellerId }} backHref={backHref} host={host}>
      {(sellerRef) => <LoadedSeller sellerRef={sellerRef} />}
    </DetailChartFrame>
  );
}

function LoadedSeller({ sellerRef }: { sellerRef: SellerRef }) {
  // A new notice takes the focus: it is read after the dialog that caused it closes.
  const { detail: data, notice, headingRef, noticeRef, finalFocus } = useLoadedDetail(sellerRef);
  const canPublish = useSelector(sellerRef, selectCanPublish);
  const canEdit = useSelector(sellerRef, selectCanEdit);
  const sending = useSelector(sellerRef, selectSending);
  const canDownload = useSelector(sellerRef, selectCanDownload);

  if (!data) return null;
  const { record, acceptances } = data;
  const { seller } = record;
  return (
    <Stack gap="5">
      <DetailHeading headingRef={headingRef} title={seller.name} badge={<PublishBadge publish={seller.publish} size="lg" />} />
      {notice && <ActionNotice ref={noticeRef} module="sellers" notice={notice} texts={noticeTexts(seller.publish)} />}
      <Flex gap="2" wrap="wrap">
        <Button
          colorPalette={seller.publish ? 'red' : 'brand'}
          variant={seller.publish ? 'outline' : 'solid'}
          disabled={!canPublish}
          loading={sending === 'publication'}
          onClick={() => sellerRef.send({ type: 'action.start', action: 'publication' })}
        >
          <FormattedMessage id={seller.publish ? 'sellers.action.unpublish' : 'sellers.action.publish'} />
        </Button>
        <Button variant="outline" disabled={!canEdit} loading={sending === 'settings'} onClick={() => sellerRef.send({ type: 'action.start', action: 'settings' })}>
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
            onDownload={(acceptanceId) => sellerRef.send({ type: 'download.start', file: acceptanceId })}
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
const noticeTexts = (published: boolean): ActionNoticeTexts<SellerAction> => ({
  // A publication change says which it was, by the seller as it now is.
  done: (action) => (action === 'settings' ? 'sellers.notice.settingsSaved' : published ? 'sellers.notice.published' : 'sellers.notice.unpublished'),
  conflict: { title: 'sellers.notice.conflict', reloading: 'sellers.notice.reloading' },
  // A refused change stays in its dialog: only a receipt fails on the page.
  refused: () => 'sellers.notice.receiptFailed',
});
