/**
 * The rows' place on a list page, the same on every module's list: a live status line (loading,
 * refreshing), the failure with "Reintentar", the empty state (told apart with and without the
 * person's filters), the rows the module draws, and "Cargar más" with its own failure. Every part
 * is a projection of the list's chart (machines/list); every press is an event to it.
 */
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRef, Snapshot } from 'xstate';
import type { KeysetEvent, ListCommonEvent, PagesEvent } from '../../../machines/list/list.machine.ts';
import {
  selectCanLoadMore,
  selectCanTurnNext,
  selectCanTurnPrevious,
  selectHasNextPage,
  selectIsLoadingMore,
  selectIsRefreshing,
  selectListProblem,
  selectListScreen,
  selectMoreFailed,
  selectPaging,
  selectRows,
  type ListSnapshot,
} from '../../../machines/list/list.selectors.ts';
import { problemText } from './problemText.ts';

/** Any list chart's actor, as the kit's views read and drive it. */
export type ListActorRef<TRow = unknown> = ActorRef<Snapshot<unknown> & ListSnapshot<unknown, TRow>, ListCommonEvent<never> | KeysetEvent | PagesEvent>;

/** The module's own words for its list (catalog ids). */
export interface ListMessages {
  /** "Cargando devoluciones…" */
  loading: string;
  /** "No pudimos cargar las devoluciones." */
  failed: string;
  /** An empty answer to the person's search or filters. */
  emptyFiltered: string;
  /** Nothing at all in the tab (no search or filter narrowed it). */
  emptyUnfiltered: string;
  /** "No pudimos cargar más devoluciones." (a keyset list: "Cargar más" under the rows) */
  moreFailed?: string;
  /** The pages' navigation's name ("Páginas"): a list of numbered pages, with "Anterior" and "Siguiente" under the rows. */
  pages?: string;
  /** The module's own "Actualizando…", where it says it otherwise than the kit. */
  refreshing?: string;
}

/** Where a row's link is kept, so that the focus can go to the first row of a new page. */
export type RowLinkRef = (index: number) => (element: HTMLAnchorElement | null) => void;

export interface ListResultsProps<TRow> {
  list: ListActorRef<TRow>;
  /** The module's catalog prefix, for the failures' texts ('returns'). */
  module: string;
  messages: ListMessages;
  /** The rows as the module draws them (a table, or cards on a phone). */
  children: (rows: TRow[], linkRef: RowLinkRef) => ReactNode;
  /** Something beside the list is working on its rows (an action on the chosen ones): "Cargar más" waits. */
  still?: boolean;
}

export function ListResults<TRow>({ list, module, messages, children, still = false }: ListResultsProps<TRow>) {
  const intl = useIntl();
  const screen = useSelector(list, selectListScreen);
  const rows = useSelector(list, selectRows) as TRow[];
  const refreshing = useSelector(list, selectIsRefreshing);
  const problem = useSelector(list, selectListProblem);

  // After "Cargar más", the focus goes to the first row of the new page (the button may be gone).
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from !== null && rows.length > from) {
      focusFrom.current = null;
      links.current[from]?.focus();
    }
  }, [rows]);
  const linkRef = useCallback<RowLinkRef>(
    (index) => (element) => {
      links.current[index] = element;
    },
    [],
  );

  return (
    <Stack gap="4" paddingTop="2" aria-busy={screen === 'loading' || refreshing}>
      <ListStatusLine loading={screen === 'loading' ? messages.loading : null} refreshing={refreshing ? (messages.refreshing ?? 'kit.list.refreshing') : null} />
      {screen === 'failed' && problem && <ListFailure title={messages.failed} text={problemText(intl, module, problem)} onRetry={() => list.send({ type: 'list.retry' })} />}
      {(screen === 'emptyFiltered' || screen === 'emptyUnfiltered') && <ListEmpty message={screen === 'emptyFiltered' ? messages.emptyFiltered : messages.emptyUnfiltered} />}
      {screen === 'rows' && children(rows, linkRef)}
      {messages.pages && <Pager list={list as ListActorRef & ActorRef<Snapshot<unknown> & ListSnapshot<{ page: number }>, PagesEvent>} label={messages.pages} />}
      {messages.moreFailed && <LoadMore list={list} module={module} failedMessage={messages.moreFailed} still={still} onPress={() => (focusFrom.current = rows.length)} />}
    </Stack>
  );
}

/** The live line above the rows: what is on its way (catalog ids; null when nothing is). */
export function ListStatusLine({ loading, refreshing }: { loading: string | null; refreshing: string | null }) {
  return (
    <Flex role="status" align="center" gap="2" minHeight="6" color="fg.muted" fontSize="sm">
      {(loading || refreshing) && <Spinner size="sm" />}
      {loading && <FormattedMessage id={loading} />}
      {refreshing && <FormattedMessage id={refreshing} />}
    </Flex>
  );
}

/** The list could not be loaded: why (already a text), and "Reintentar". */
export function ListFailure({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  return (
    <Stack gap="3" align="flex-start">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id={title} />
          </Alert.Title>
          <Alert.Description>{text}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button colorPalette="brand" onClick={onRetry}>
        <FormattedMessage id="kit.list.retry" />
      </Button>
    </Stack>
  );
}

/** No row to show (a catalog id). */
export function ListEmpty({ message }: { message: string }) {
  return (
    <Text paddingY="6" textAlign="center">
      <FormattedMessage id={message} />
    </Text>
  );
}

function LoadMore({ list, module, failedMessage, still, onPress }: { list: ListActorRef; module: string; failedMessage: string; still: boolean; onPress: () => void }) {
  const shown = useSelector(list, selectHasNextPage);
  const canLoadMore = useSelector(list, selectCanLoadMore);
  const loadingMore = useSelector(list, selectIsLoadingMore);
  const failed = useSelector(list, selectMoreFailed);
  return (
    <LoadMoreButton
      shown={shown}
      canLoadMore={canLoadMore && !still}
      loadingMore={loadingMore}
      failed={failed}
      module={module}
      failedMessage={failedMessage}
      onPress={() => {
        onPress();
        list.send({ type: 'list.more' });
      }}
    />
  );
}

export interface LoadMoreButtonProps {
  /** There is a next page. */
  shown: boolean;
  /** The chart takes "Cargar más" now. */
  canLoadMore: boolean;
  loadingMore: boolean;
  /** The code the last "Cargar más" failed with, or null. */
  failed: string | null;
  /** The module's catalogue prefix, for the failure's text. */
  module: string;
  /** "No pudimos cargar más devoluciones." (a catalogue id). */
  failedMessage: string;
  onPress: () => void;
}

/** "Cargar más" under the rows, with why the last press failed; for lists whose chart is their own. */
export function LoadMoreButton({ shown, canLoadMore, loadingMore, failed, module, failedMessage, onPress }: LoadMoreButtonProps) {
  const intl = useIntl();
  if (!shown) return null;
  return (
    <Stack gap="3" align="center">
      {failed && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id={failedMessage} />
            </Alert.Title>
            <Alert.Description>{problemText(intl, module, failed)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Button variant="outline" loading={loadingMore} loadingText={<FormattedMessage id="kit.list.more" />} disabled={!canLoadMore} onClick={onPress}>
        <FormattedMessage id="kit.list.more" />
      </Button>
    </Stack>
  );
}

/** "Anterior", "Página 2 de 5", "Siguiente": shown once the list has more than one page. */
function Pager({ list, label }: { list: ActorRef<Snapshot<unknown> & ListSnapshot<{ page: number }>, PagesEvent>; label: string }) {
  const intl = useIntl();
  const paging = useSelector(list, selectPaging);
  const canGoBack = useSelector(list, selectCanTurnPrevious);
  const canGoNext = useSelector(list, selectCanTurnNext);
  if (!paging) return null;
  return (
    <Flex as="nav" aria-label={intl.formatMessage({ id: label })} align="center" justify="center" gap="3" wrap="wrap">
      <Button variant="outline" size="sm" disabled={!canGoBack} onClick={() => list.send({ type: 'page.previous' })}>
        <FormattedMessage id="kit.list.previous" />
      </Button>
      <Text fontSize="sm">
        <FormattedMessage id="kit.list.position" values={paging} />
      </Text>
      <Button variant="outline" size="sm" disabled={!canGoNext} onClick={() => list.send({ type: 'page.next' })}>
        <FormattedMessage id="kit.list.next" />
      </Button>
    </Flex>
  );
}
