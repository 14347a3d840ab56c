/**
 * The terms modal itself, a chunk of its own: the gate (./TermsGate.tsx) fetches it only when a
 * seller has a term to read, so the cleaner of HTML terms (DOMPurify) stays out of the first load.
 * It shows the due term's PDF (fetched with the token and embedded from a blob: URL; the CSP
 * allows `frame-src 'self' blob:` for it) or its sanitised HTML. A mandatory term offers
 * "Cerrar sesión" (the /logout route) beside "Aceptar"; an optional one "Revisar más tarde". It
 * cannot be dismissed otherwise: no close button, Escape or outside click.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, Link, Portal, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { termsGateMachine } from '../../../machines/termsGate/termsGate.machine.ts';
import {
  selectCanAccept,
  selectFileFailed,
  selectIsApproving,
  selectIsLoadingFile,
  selectIsMandatory,
  selectIsTermsModalOpen,
  selectShownTerm,
  selectTermsFile,
} from '../../../machines/termsGate/termsGate.selectors.ts';
import { SafeHtml } from '../richText/SafeHtml.tsx';

/** An object URL for `blob` while it is shown, revoked when it changes or leaves the screen. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

/** "31 de diciembre de 2026" from a calendar day of the contract. */
function useCalendarDay(day: string | undefined): string {
  const intl = useIntl();
  if (!day) return '';
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return intl.formatDate(Date.UTC(year, month - 1, date), { dateStyle: 'long', timeZone: 'UTC' });
}

/** The open terms modal of one terms gate. */
export default function TermsModal({ termsGate }: { termsGate: ActorRefFrom<typeof termsGateMachine> }) {
  const intl = useIntl();
  const open = useSelector(termsGate, selectIsTermsModalOpen);
  const term = useSelector(termsGate, selectShownTerm);
  const mandatory = useSelector(termsGate, selectIsMandatory);
  const file = useSelector(termsGate, selectTermsFile);
  const loadingFile = useSelector(termsGate, selectIsLoadingFile);
  const fileFailed = useSelector(termsGate, selectFileFailed);
  const canAccept = useSelector(termsGate, selectCanAccept);
  const approving = useSelector(termsGate, selectIsApproving);
  const fileUrl = useObjectUrl(term?.contentType === 'pdf' ? file : null);
  const deadline = useCalendarDay(term?.approvalLimitDate);

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', md: 'xl' }}
      closeOnEscape={false}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {term && (
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title overflowWrap="anywhere">{term.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>
                    <FormattedMessage id={mandatory ? 'terms.mandatoryIntro' : 'terms.optionalIntro'} values={{ date: deadline }} />
                  </Dialog.Description>
                  {term.contentType === 'html' ? (
                    <SafeHtml html={term.content} />
                  ) : loadingFile ? (
                    <Stack role="status" direction="row" align="center" gap="2" minHeight="60vh" justify="center">
                      <Spinner size="sm" />
                      <Text>
                        <FormattedMessage id="terms.file.loading" />
                      </Text>
                    </Stack>
                  ) : fileFailed ? (
                    <Alert.Root status="error" alignItems="center">
                      <Alert.Indicator />
                      <Alert.Title flex="1">
                        <FormattedMessage id="terms.file.failed" />
                      </Alert.Title>
                      <Button size="sm" variant="outline" onClick={() => termsGate.send({ type: 'terms.file.retry' })}>
                        <FormattedMessage id="terms.file.retry" />
                      </Button>
                    </Alert.Root>
                  ) : (
                    fileUrl && (
                      <Stack gap="2">
                        <chakra.iframe
                          src={fileUrl}
                          title={intl.formatMessage({ id: 'terms.file.frameTitle' }, { title: term.title })}
                          width="100%"
                          height="60vh"
                          borderWidth="1px"
                          borderRadius="md"
                        />
                        <Link href={fileUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand" alignSelf="flex-start">
                          <FormattedMessage id="terms.file.open" />
                        </Link>
                      </Stack>
                    )
                  )}
                  {approving && (
                    <Text role="status" color="fg.muted">
                      <FormattedMessage id="terms.approving" />
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                {mandatory ? (
                  <Button asChild variant="outline" disabled={approving}>
                    <RouterLink to="/logout">
                      <FormattedMessage id="terms.logout" />
                    </RouterLink>
                  </Button>
                ) : (
                  <Button variant="outline" disabled={approving} onClick={() => termsGate.send({ type: 'terms.reviewLater' })}>
                    <FormattedMessage id="terms.reviewLater" />
                  </Button>
                )}
                <Button colorPalette="brand" disabled={!canAccept} onClick={() => termsGate.send({ type: 'terms.accept' })}>
                  <FormattedMessage id="terms.accept" />
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
