/**
 * A product under review: its title and status, who sent it and when, the decision buttons the
 * product and the person allow (approve, asked first; reject, asked why), the notice a decision
 * leaves, then the revision as a buyer would see it, the category's rules checked, the changes from
 * what sells and the decisions so far. A projection of the review's chart. A seller reads its own
 * product's review, with a link to its page in Productos, and decides nothing.
 */
import { Box, Grid, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { actionButtonsOf, dialogActionOf, sameActionButtons, selectSubmitting, type DetailSnapshot } from '../../../machines/detail/detail.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { ActionNotice, type ActionNoticeTexts } from '../../../src/views/kit/DetailNotice.tsx';
import { DetailActions, DetailChartFrame, DetailHeading, useLoadedDetail } from '../../../src/views/kit/DetailPage.tsx';
import { useFormats } from '../../../src/views/kit/format.ts';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import { allowsReview, REVIEW_ACTIONS, type productReviewMachine, type ReviewAction, type ReviewView } from '../machines/productReview.machine.ts';
import { BuyerPreview, Decisions, RevisionChanges, RulesCheck } from './ReviewFacts.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { ReviewStatusBadge } from './ReviewStatusBadge.tsx';

type ReviewRef = ActorRefFrom<typeof productReviewMachine>;
type Snapshot = SnapshotFrom<typeof productReviewMachine>;

/** The kit's selectors read the chart as any detail chart. */
const asDetail = (snapshot: Snapshot) => snapshot as unknown as DetailSnapshot<ReviewView, ReviewAction>;
const actionButtons = actionButtonsOf(Object.keys(REVIEW_ACTIONS) as ReviewAction[], allowsReview as (detail: ReviewView, action: ReviewAction, input: never) => boolean);
const selectButtons = (snapshot: Snapshot) => actionButtons(asDetail(snapshot));
const dialogAction = dialogActionOf(REVIEW_ACTIONS);
const selectApproveAsked = (snapshot: Snapshot) => dialogAction(asDetail(snapshot)) === 'approve';
const selectSending = (snapshot: Snapshot) => selectSubmitting(asDetail(snapshot)) !== null;

export interface ReviewPageProps {
  logic: typeof productReviewMachine;
  productId: number;
  /** The decisions the person's permissions grant (none for a seller). */
  may: readonly ReviewAction[];
  /** Where the back link goes: the queue as it was left, or the seller's own list. */
  backHref: string;
  /** A seller reads the page from its own list, and is led back there. */
  seller: boolean;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function ReviewPage({ logic, productId, may, backHref, seller, host }: ReviewPageProps) {
  return (
    <DetailChartFrame
      module="catalogApproval"
      logic={logic}
      input={{ productId, may }}
      backHref={backHref}
      backTextId={seller ? 'catalogApproval.detail.backOwn' : undefined}
      host={host}
    >
      {(reviewRef) => <LoadedReview reviewRef={reviewRef} seller={seller} onOpen={(href) => host.navigate(href)} />}
    </DetailChartFrame>
  );
}

function LoadedReview({ reviewRef, seller, onOpen }: { reviewRef: ReviewRef; seller: boolean; onOpen: (href: string) => void }) {
  const intl = useIntl();
  const format = useFormats();
  const { detail, notice, headingRef, noticeRef, actionsRef, finalFocus } = useLoadedDetail(reviewRef);
  const buttons = useSelector(reviewRef, selectButtons, sameActionButtons);
  if (!detail) return null;
  const { review, reasons } = detail;
  return (
    <Stack gap="5">
      <DetailHeading
        headingRef={headingRef}
        title={review.content.title || intl.formatMessage({ id: 'catalogApproval.untitled' })}
        badge={<ReviewStatusBadge status={review.status} size="lg" />}
        subtitle={
          <FormattedMessage
            id="catalogApproval.detail.subtitle"
            values={{ seller: review.sellerName, submitted: review.submittedAt ? format.dateTime(review.submittedAt) : '—', revision: review.revision }}
          />
        }
      >
        {review.publishedAt !== null && review.status === 'pending' && (
          <Box color="fg.muted" fontSize="sm">
            <FormattedMessage id="catalogApproval.detail.update" />
          </Box>
        )}
      </DetailHeading>
      {seller && (
        <Box>
          <PortalLink href={`/pim/products/${review.productId}`} onOpen={onOpen}>
            <FormattedMessage id="catalogApproval.detail.productPage" />
          </PortalLink>
        </Box>
      )}
      {notice && <ActionNotice ref={noticeRef} module="catalogApproval" notice={notice} texts={NOTICE} />}
      <DetailActions
        label={intl.formatMessage({ id: 'catalogApproval.actions.label' })}
        buttons={buttons}
        look={LOOK}
        textId={(action) => `catalogApproval.action.${action}`}
        onPress={(action) => reviewRef.send({ type: 'action.start', action })}
        buttonRef={actionsRef}
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '3fr 2fr' }} gap="4" alignItems="start">
        <Stack gap="4">
          <BuyerPreview review={review} />
          <RevisionChanges review={review} />
        </Stack>
        <Stack gap="4">
          <RulesCheck review={review} />
          <Decisions decisions={review.decisions} />
        </Stack>
      </Grid>
      <ApproveDialog reviewRef={reviewRef} finalFocus={finalFocus} />
      <RejectDialog reviewRef={reviewRef} reasons={reasons} published={review.publishedAt !== null} finalFocus={finalFocus} />
    </Stack>
  );
}

/** Approving asks first: the product goes on sale. */
function ApproveDialog({ reviewRef, finalFocus }: { reviewRef: ReviewRef; finalFocus: () => HTMLElement | null }) {
  const open = useSelector(reviewRef, selectApproveAsked);
  const sending = useSelector(reviewRef, selectSending);
  return (
    <ActionDialog
      open={open}
      sending={sending}
      onClose={() => reviewRef.send({ type: 'action.close' })}
      onConfirm={() => reviewRef.send({ type: 'action.confirm' })}
      title={<FormattedMessage id="catalogApproval.approve.title" />}
      description={<FormattedMessage id="catalogApproval.approve.text" />}
      confirmLabel={<FormattedMessage id="catalogApproval.action.approve" />}
      finalFocus={finalFocus}
    />
  );
}

const LOOK: Record<ReviewAction, { colorPalette: string; variant: 'solid' | 'outline' }> = {
  approve: { colorPalette: 'brand', variant: 'solid' },
  reject: { colorPalette: 'red', variant: 'outline' },
};

/** What the page reports after a decision: done, a conflict (read again), or an approval refused. */
const NOTICE: ActionNoticeTexts<ReviewAction> = {
  done: (action) => `catalogApproval.notice.${action}`,
  conflict: { title: 'catalogApproval.notice.conflict', reloading: 'catalogApproval.notice.reloading' },
  // A refused rejection stays in its dialog: only the approval is refused on the page.
  refused: () => 'catalogApproval.notice.refused',
};
