/**
 * Aprobación de catálogo as a seller reads it: its own products sent to review, each with its
 * status (by name) and the last decision (why it was rejected, when), linking to the product's page
 * in Productos, a status to narrow them and "Cargar más". A projection of the list's chart.
 */
import { Field, Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectFilters } from '../../../machines/list/list.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ListResults, type ListMessages, type RowLinkRef } from '../../../src/views/kit/ListResults.tsx';
import { OptionSelect } from '../../../src/views/kit/OptionSelect.tsx';
import { ResultRows, type ResultColumn } from '../../../src/views/kit/ResultRows.tsx';
import { useUrlFilters } from '../../../src/views/kit/useUrlFilters.ts';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import type { CatalogApprovalFlows } from '../flows.ts';
import { ownFiltersFromQuery, queryOfOwnFilters, type OwnReviewFilters } from '../machines/ownReviews.machine.ts';
import { REVIEW_STATUSES, type OwnReviewItem } from '../machines/reviews.types.ts';
import { ReviewStatusBadge } from './ReviewStatusBadge.tsx';

const URL_FILTERS = { read: ownFiltersFromQuery, write: queryOfOwnFilters };
const MESSAGES: ListMessages = {
  loading: 'catalogApproval.own.loading',
  failed: 'catalogApproval.own.failed',
  emptyFiltered: 'catalogApproval.own.empty',
  emptyUnfiltered: 'catalogApproval.own.emptyAll',
  moreFailed: 'catalogApproval.own.moreFailed',
};

export interface OwnReviewsPageProps {
  flows: Pick<CatalogApprovalFlows, 'ownReviews'>;
  search: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect'>;
}

export function OwnReviewsPage({ flows, search, host }: OwnReviewsPageProps) {
  const list = useActorRef(flows.ownReviews, { input: { filters: ownFiltersFromQuery(search) }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const filters = useSelector(list, selectFilters<OwnReviewFilters>);
  useUrlFilters(list, search, URL_FILTERS);
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="catalogApproval.own.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="catalogApproval.own.intro" />
        </Text>
      </Stack>
      <Field.Root maxWidth="xs">
        <Field.Label>
          <FormattedMessage id="catalogApproval.own.status" />
        </Field.Label>
        <OptionSelect
          value={filters.status ?? ''}
          options={REVIEW_STATUSES}
          optionTextId={(status) => `catalogApproval.status.${status}`}
          noneTextId="catalogApproval.own.status.all"
          onChange={(status) => list.send({ type: 'filter.status', status: status === '' ? null : status })}
        />
      </Field.Root>
      <ListResults<OwnReviewItem> list={list} module="catalogApproval" messages={MESSAGES}>
        {(rows, linkRef) => <OwnRows rows={rows} linkRef={linkRef} onOpen={(href) => host.navigate(href)} />}
      </ListResults>
    </Stack>
  );
}

function OwnRows({ rows, linkRef, onOpen }: { rows: OwnReviewItem[]; linkRef: RowLinkRef; onOpen: (href: string) => void }) {
  const intl = useIntl();
  const format = useFormats();
  const columns: [ResultColumn<OwnReviewItem>, ...ResultColumn<OwnReviewItem>[]] = [
    {
      header: 'catalogApproval.own.column.product',
      cell: (row, index) => (
        <PortalLink href={`/pim/products/${row.productId}`} onOpen={onOpen} linkRef={linkRef(index)}>
          {row.title || intl.formatMessage({ id: 'catalogApproval.untitled' })}
        </PortalLink>
      ),
    },
    { header: 'catalogApproval.own.column.status', card: 'badge', cell: (row) => <ReviewStatusBadge status={row.status} /> },
    { header: 'catalogApproval.own.column.submitted', nowrap: true, cell: (row) => format.dateTime(row.submittedAt) },
    {
      header: 'catalogApproval.own.column.decision',
      cell: ({ lastDecision }) =>
        lastDecision === null
          ? intl.formatMessage({ id: 'catalogApproval.own.decision.none' })
          : lastDecision.decision === 'approved'
            ? intl.formatMessage({ id: 'catalogApproval.own.decision.approved' }, { day: format.day(lastDecision.decidedAt) })
            : intl.formatMessage(
                { id: 'catalogApproval.own.decision.rejected' },
                { day: format.day(lastDecision.decidedAt), reason: [lastDecision.reasonText, lastDecision.note].filter(Boolean).join(' ') },
              ),
    },
  ];
  return <ResultRows rows={rows} rowKey={(row) => row.productId} columns={columns} caption={intl.formatMessage({ id: 'catalogApproval.own.caption' })} />;
}
