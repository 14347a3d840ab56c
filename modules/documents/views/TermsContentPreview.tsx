/**
 * The version's content as sellers will see it in the terms modal: HTML drawn by the modal's own
 * SafeHtml (the same cleaning in the browser: scripts, handlers and javascript: links never reach
 * the page), a PDF in a frame from a blob: URL of the chosen file's bytes.
 */
import { useEffect, useMemo, useState } from 'react';
import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SafeHtml } from '../../../src/views/richText/SafeHtml.tsx';

/** The PDF bytes of a base64 text, or null when it is not one. */
function pdfBlobOf(base64: string): Blob | null {
  if (base64 === '') return null;
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return new Blob([bytes], { type: 'application/pdf' });
  } catch {
    return null;
  }
}

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

export interface TermsContentPreviewProps {
  title: string;
  contentKind: 'html' | 'pdf';
  html: string;
  pdfBase64: string;
  headingId: string;
}

export function TermsContentPreview({ title, contentKind, html, pdfBase64, headingId }: TermsContentPreviewProps) {
  const intl = useIntl();
  const blob = useMemo(() => (contentKind === 'pdf' ? pdfBlobOf(pdfBase64) : null), [contentKind, pdfBase64]);
  const url = useObjectUrl(blob);
  const empty = contentKind === 'html' ? html.trim() === '' : url === null;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} borderWidth="1px" rounded="md" padding="4">
      <Heading as="h3" size="md" id={headingId}>
        <FormattedMessage id="documents.publish.previewTitle" />
      </Heading>
      {empty ? (
        <Text color="fg.muted">
          <FormattedMessage id={contentKind === 'html' ? 'documents.publish.previewEmptyHtml' : 'documents.publish.previewEmptyPdf'} />
        </Text>
      ) : contentKind === 'html' ? (
        <Box maxHeight="60vh" overflowY="auto">
          <SafeHtml html={html} />
        </Box>
      ) : (
        url && (
          <chakra.iframe
            src={url}
            title={intl.formatMessage({ id: 'documents.publish.previewFrame' }, { title: title.trim() || intl.formatMessage({ id: 'documents.preview.untitled' }) })}
            width="100%"
            height="60vh"
            borderWidth="1px"
            borderRadius="md"
          />
        )
      )}
    </Stack>
  );
}
