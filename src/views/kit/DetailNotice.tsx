/**
 * The blocks every detail page draws around its entity: the loader, the failure with "Reintentar"
 * and "no such entity" while the entity is not on screen (`DetailStatus`), and, once it is, the one notice
 * an action leaves above it (`DetailNotice`): done, refused with why, or moved meanwhile. The texts
 * are the module's (each names its own entity); the page translates a refusal's code.
 */
import type { ReactNode, Ref } from 'react';
import { Alert, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DetailNotice as ActionOutcome } from '../../../machines/detail/detail.selectors.ts';
import { problemMessageId } from './problemText.ts';

export interface DetailStatusProps {
  screen: 'loading' | 'failed' | 'notFound';
  /** What the loader says ("Cargando el pedido…"); a bare spinner without it. */
  loadingText?: ReactNode;
  /** The failure's heading ("No pudimos cargar el pedido."). */
  failedText: ReactNode;
  /** Why, already translated, when the page says it. */
  problemText?: ReactNode;
  onRetry: () => void;
  /** "No such entity": its heading and what it means, for a page that draws it in place. */
  notFound?: { title: ReactNode; text: ReactNode };
}

/** The loader; why the entity could not be loaded, with "Reintentar"; or that there is no such entity. */
export function DetailStatus({ screen, loadingText, failedText, problemText, onRetry, notFound }: DetailStatusProps) {
  const intl = useIntl();
  if (screen === 'loading') {
    if (loadingText === undefined) return <Spinner aria-label={intl.formatMessage({ id: 'kit.detail.loading' })} />;
    return (
      <Flex role="status" align="center" gap="3">
        <Spinner size="sm" />
        {loadingText}
      </Flex>
    );
  }
  if (screen === 'notFound') {
    return (
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {notFound?.title}
        </Heading>
        <Text>{notFound?.text}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="3" align="flex-start">
      <Heading as="h1" size="2xl">
        {failedText}
      </Heading>
      {problemText !== undefined && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problemText}</Alert.Title>
        </Alert.Root>
      )}
      <Button colorPalette="brand" onClick={onRetry}>
        <FormattedMessage id="kit.detail.retry" />
      </Button>
    </Stack>
  );
}

export interface DetailNoticeProps {
  /** done: a status; refused: an alert with why; conflict: a warning, with a spinner while the entity is read again. */
  tone: 'done' | 'refused' | 'conflict';
  title: ReactNode;
  text?: ReactNode;
  /** The entity is being read again after a conflict. */
  reloading?: boolean;
  /** "Reintentar", for an action that may be sent again from here. */
  onRetry?: () => void;
  /** The page moves the focus here when the notice appears, so it is read and the focus is not lost. */
  ref?: Ref<HTMLDivElement>;
}

/** What an action left above the entity. */
export function DetailNotice({ tone, title, text, reloading = false, onRetry, ref }: DetailNoticeProps) {
  const status = tone === 'done' ? 'success' : tone === 'conflict' ? 'warning' : 'error';
  return (
    <Alert.Root ref={ref} tabIndex={-1} status={status} role={tone === 'done' ? 'status' : 'alert'}>
      {reloading ? <Spinner size="sm" /> : <Alert.Indicator />}
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {text !== undefined && <Alert.Description>{text}</Alert.Description>}
      </Alert.Content>
      {onRetry && (
        <Button size="sm" marginStart="auto" onClick={onRetry}>
          <FormattedMessage id="kit.detail.retry" />
        </Button>
      )}
    </Alert.Root>
  );
}

/** The module's catalogue keys of what its page says after an action. */
export interface ActionNoticeTexts<TAction extends string> {
  /** The title of a done action. */
  done: (action: TAction) => string;
  /** A conflict's title; what it says while the entity is read again; and after (the server's why when absent). */
  conflict: { title: string; reloading: string; reloaded?: string };
  /** The title of a refused action, or of a file that could not be read (`action` null). */
  refused: (action: TAction | null) => string;
}

export interface ActionNoticeProps<TAction extends string> {
  /** The module's catalogue prefix, which also translates the refusal codes. */
  module: string;
  notice: ActionOutcome<TAction>;
  texts: ActionNoticeTexts<TAction>;
  /** "Reintentar" on a refused action, for a page whose actions may be sent again from here. */
  onRetry?: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** The notice a detail chart's action left (`selectNotice`), in the module's words. */
export function ActionNotice<TAction extends string>({ module, notice, texts, onRetry, ref }: ActionNoticeProps<TAction>) {
  const intl = useIntl();
  if (notice.kind === 'done') return <DetailNotice ref={ref} tone="done" title={<FormattedMessage id={texts.done(notice.action)} />} />;
  const why = intl.formatMessage({ id: problemMessageId(intl, module, notice.code) });
  if (notice.kind === 'conflict') {
    const { title, reloading, reloaded } = texts.conflict;
    return (
      <DetailNotice
        ref={ref}
        tone="conflict"
        reloading={notice.reloading}
        title={<FormattedMessage id={title} />}
        text={notice.reloading ? <FormattedMessage id={reloading} /> : reloaded ? <FormattedMessage id={reloaded} /> : why}
      />
    );
  }
  const action = notice.kind === 'refused' ? notice.action : null;
  return <DetailNotice ref={ref} tone="refused" title={<FormattedMessage id={texts.refused(action)} />} text={why} onRetry={onRetry} />;
}
