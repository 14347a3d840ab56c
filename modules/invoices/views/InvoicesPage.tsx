/**
 * Ventas > Boletas: the bulk upload of boletas with its outcome, the filters, the orders with the
 * state of their boleta (a table, "Cargar más" for the next page) and the dialog that attaches one.
 * Every part is a projection of the module's two charts; every press is an event to one of them.
 */
import { useEffect } from 'react';
import { Alert, Heading, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { filtersFromQuery } from '../machines/invoiceFilters.ts';
import type { invoicesListMachine } from '../machines/invoicesList.machine.ts';
import type { invoiceUploadMachine } from '../machines/invoiceUpload.machine.ts';
import {
  selectAttachedOrder,
  selectCanLoadMore,
  selectDownloadingOrder,
  selectDownloadProblem,
  selectFilters,
  selectHasNextPage,
  selectIsLoadingMore,
  selectIsRefreshing,
  selectListProblem,
  selectListScreen,
  selectMayAttach,
  selectMoreProblem,
  selectRows,
} from '../machines/invoicesList.selectors.ts';
import { AttachDialog } from './AttachDialog.tsx';
import { InvoicesFilters } from './InvoicesFilters.tsx';
import { InvoiceRows } from './InvoiceRows.tsx';
import { ListEmpty, ListFailure, ListStatusLine, LoadMoreButton } from '../../../src/views/kit/ListResults.tsx';
import { problemMessageId, problemText } from '../../../src/views/kit/problemText.ts';
import { UploadCard } from './UploadCard.tsx';

type ListRef = ActorRefFrom<typeof invoicesListMachine>;

export interface InvoicesPageProps {
  list: typeof invoicesListMachine;
  upload: typeof invoiceUploadMachine;
  /** The query of the URL (without '?'): the filters the list opens with. */
  search: string;
  /** Today in Santiago, YYYY-MM-DD. */
  today: string;
  host: Pick<ModuleHost, 'session' | 'inspect'>;
}

export function InvoicesPage({ list: listLogic, upload: uploadLogic, search, today, host }: InvoicesPageProps) {
  const inspect = host.inspect ? { inspect: host.inspect } : {};
  const list = useActorRef(listLogic, { input: { filters: filtersFromQuery(search), today, mayAttach: host.session.permissions.includes('attachInvoice') }, ...inspect });
  const upload = useActorRef(uploadLogic, inspect);
  const filters = useSelector(list, selectFilters);

  // A bulk upload that stored boletas changes the list: it is read again.
  useEffect(() => {
    const subscription = upload.on('upload.stored', ({ stored }) => {
      if (stored > 0) list.send({ type: 'list.refresh' });
    });
    return () => subscription.unsubscribe();
  }, [upload, list]);

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="invoices.title" />
      </Heading>
      {/* Offered from the permissions the server enforces, never guessed from the role's name. */}
      {host.session.permissions.includes('uploadInvoices') && <UploadCard upload={upload} />}
      <Heading as="h2" size="lg">
        {/* Staff see every seller's orders: the list is not "yours" to them. */}
        <FormattedMessage id={host.session.sellerId === null ? 'invoices.list.title.staff' : 'invoices.list.title'} />
      </Heading>
      <InvoicesFilters filters={filters} onState={(state) => list.send({ type: 'filter.state', state })} onSearch={(q) => list.send({ type: 'filter.search', q })} />
      <ListNotices list={list} />
      <ListResults list={list} viewerSellerId={host.session.sellerId} />
      <AttachDialog list={list} />
    </Stack>
  );
}

function ProblemAlert({ titleId, code }: { titleId: string; code: string }) {
  const intl = useIntl();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id={titleId} />
        </Alert.Title>
        <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'invoices', code) })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** What the last action on a row came to: a boleta stored, or a PDF that could not be fetched. */
function ListNotices({ list }: { list: ListRef }) {
  const attached = useSelector(list, selectAttachedOrder);
  const downloadProblem = useSelector(list, selectDownloadProblem);
  return (
    <>
      {attached && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="invoices.attach.done" values={{ orderNumber: attached.orderNumber, folio: attached.invoice.folio }} />
          </Alert.Title>
        </Alert.Root>
      )}
      {downloadProblem && <ProblemAlert titleId="invoices.download.failed" code={downloadProblem} />}
    </>
  );
}

function ListResults({ list, viewerSellerId }: { list: ListRef; viewerSellerId: number | null }) {
  const intl = useIntl();
  const screen = useSelector(list, selectListScreen);
  const rows = useSelector(list, selectRows);
  const refreshing = useSelector(list, selectIsRefreshing);
  const problem = useSelector(list, selectListProblem);
  const mayAttach = useSelector(list, selectMayAttach);
  const downloading = useSelector(list, selectDownloadingOrder);
  return (
    <Stack gap="4" aria-busy={screen === 'loading' || refreshing}>
      <ListStatusLine loading={screen === 'loading' ? 'invoices.list.loading' : null} refreshing={refreshing ? 'invoices.list.refreshing' : null} />
      {screen === 'failed' && problem && (
        <ListFailure title="invoices.list.failed" text={problemText(intl, 'invoices', problem)} onRetry={() => list.send({ type: 'list.retry' })} />
      )}
      {screen === 'empty' && <ListEmpty message="invoices.list.empty" />}
      {screen === 'rows' && (
        <InvoiceRows
          rows={rows}
          mayAttach={mayAttach}
          viewerSellerId={viewerSellerId}
          downloading={downloading}
          onAttach={(orderId) => list.send({ type: 'invoice.attach', orderId })}
          onDownload={(orderId) => list.send({ type: 'invoice.download', orderId })}
        />
      )}
      <LoadMore list={list} />
    </Stack>
  );
}

function LoadMore({ list }: { list: ListRef }) {
  const shown = useSelector(list, selectHasNextPage);
  const canLoadMore = useSelector(list, selectCanLoadMore);
  const loadingMore = useSelector(list, selectIsLoadingMore);
  const failed = useSelector(list, selectMoreProblem);
  return (
    <LoadMoreButton
      shown={shown}
      canLoadMore={canLoadMore}
      loadingMore={loadingMore}
      failed={failed}
      module="invoices"
      failedMessage="invoices.list.moreFailed"
      onPress={() => list.send({ type: 'list.more' })}
    />
  );
}
