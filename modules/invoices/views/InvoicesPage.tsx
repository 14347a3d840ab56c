/**
 * Ventas > Boletas: the bulk upload of boletas with its outcome, the filters, the orders with the
 * state of their boleta (the kit's results: a table, "Cargar más" for the next page) and the dialog
 * that attaches one. Every part is a projection of the module's charts (the list, its row actions
 * beside it, the upload); every press is an event to one of them.
 */
import { useEffect } from 'react';
import { Alert, Box, Heading, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectFilters } from '../../../machines/list/list.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { ListResults, type ListMessages } from '../../../src/views/kit/ListResults.tsx';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';
import { useUrlFilters } from '../../../src/views/kit/useUrlFilters.ts';
import type { invoiceActionsMachine } from '../machines/invoiceActions.machine.ts';
import { filtersFromQuery, queryOfFilters } from '../machines/invoiceFilters.ts';
import type { invoicesListMachine } from '../machines/invoicesList.machine.ts';
import type { invoiceUploadMachine } from '../machines/invoiceUpload.machine.ts';
import { selectAttachedOrder, selectDownloadingOrder, selectDownloadProblem, selectMayAttach } from '../machines/invoices.selectors.ts';
import type { InvoiceFilters, InvoiceOrder } from '../machines/invoices.types.ts';
import { AttachDialog } from './AttachDialog.tsx';
import { InvoicesFilters } from './InvoicesFilters.tsx';
import { ListSellerFilter } from '../../../src/views/kit/SellerFilter.tsx';
import type { SellerPickerLogic } from '../../../src/app/modules/sellerPicker.ts';
import { InvoiceRows } from './InvoiceRows.tsx';
import { UploadCard } from './UploadCard.tsx';

type ActionsRef = ActorRefFrom<typeof invoiceActionsMachine>;

const URL_FILTERS = { read: filtersFromQuery, write: queryOfFilters };
const MESSAGES: ListMessages = {
  loading: 'invoices.list.loading',
  failed: 'invoices.list.failed',
  emptyFiltered: 'invoices.list.empty',
  emptyUnfiltered: 'invoices.list.empty',
  moreFailed: 'invoices.list.moreFailed',
  refreshing: 'invoices.list.refreshing',
};

export interface InvoicesPageProps {
  list: typeof invoicesListMachine;
  actions: typeof invoiceActionsMachine;
  upload: typeof invoiceUploadMachine;
  /** The seller filter's chart, offered to whoever may look sellers up (staff reading every seller's orders). */
  sellerPicker: SellerPickerLogic;
  /** The query of the URL (without '?'): the filters the list opens with. */
  search: string;
  /** Today in Santiago, YYYY-MM-DD. */
  today: string;
  host: Pick<ModuleHost, 'session' | 'inspect'>;
}

export function InvoicesPage({ list: listLogic, actions: actionsLogic, upload: uploadLogic, sellerPicker, search, today, host }: InvoicesPageProps) {
  const inspect = host.inspect ? { inspect: host.inspect } : {};
  const list = useActorRef(listLogic, { input: { filters: filtersFromQuery(search) }, ...inspect });
  const actions = useActorRef(actionsLogic, { input: { list, today, mayAttach: host.session.permissions.includes('attachInvoice') }, ...inspect });
  const upload = useActorRef(uploadLogic, inspect);
  const filters = useSelector(list, selectFilters<InvoiceFilters>);
  useUrlFilters(list, search, URL_FILTERS);

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
      <InvoicesFilters filters={filters} onState={(state) => list.send({ type: 'filter.state', state })} onSearch={(q) => list.send({ type: 'filter.q', q })}>
        {host.session.permissions.includes('findSellerNames') ? (
          <Box width={{ base: 'full', md: '18rem' }}>
            <ListSellerFilter logic={sellerPicker} sellerId={filters.sellerId} onChange={(sellerId) => list.send({ type: 'filter.seller', sellerId })} inspect={host.inspect} />
          </Box>
        ) : null}
      </InvoicesFilters>
      <ActionNotices actions={actions} />
      <ListResults<InvoiceOrder> list={list} module="invoices" messages={MESSAGES}>
        {(rows) => <Rows rows={rows} actions={actions} viewerSellerId={host.session.sellerId} />}
      </ListResults>
      <AttachDialog actions={actions} />
    </Stack>
  );
}

/** The rows with the actions the person may take on each. */
function Rows({ rows, actions, viewerSellerId }: { rows: InvoiceOrder[]; actions: ActionsRef; viewerSellerId: number | null }) {
  const mayAttach = useSelector(actions, selectMayAttach);
  const downloading = useSelector(actions, selectDownloadingOrder);
  return (
    <InvoiceRows
      rows={rows}
      mayAttach={mayAttach}
      viewerSellerId={viewerSellerId}
      downloading={downloading}
      onAttach={(order) => actions.send({ type: 'invoice.attach', order })}
      onDownload={(order) => actions.send({ type: 'invoice.download', order })}
    />
  );
}

/** What the last action on a row came to: a boleta stored, or a PDF that could not be fetched. */
function ActionNotices({ actions }: { actions: ActionsRef }) {
  const intl = useIntl();
  const attached = useSelector(actions, selectAttachedOrder);
  const downloadProblem = useSelector(actions, selectDownloadProblem);
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
      {downloadProblem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="invoices.download.failed" />
            </Alert.Title>
            <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'invoices', downloadProblem) })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </>
  );
}
