/**
 * The bank account's proof file, shown where it is reviewed: a PDF in a frame, a picture as an
 * image, from an object URL of the bytes the page fetched with the session's token (the file is
 * never reachable by its address without the token). The type is the one the server checked on the
 * file's first bytes; the CSP allows `blob:` frames and images for exactly this. A link saves it.
 */
import { useEffect, useId, useState } from 'react';
import { Box, Card, chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Application } from '../machines/applications.types.ts';

/** An object URL for `blob` while it is shown, revoked when it changes or leaves the screen. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

export function ProofFile({ proofFile, proof }: { proofFile: Application['proofFile']; proof: Blob | null }) {
  const intl = useIntl();
  const headingId = useId();
  const url = useObjectUrl(proof);
  const title = intl.formatMessage({ id: 'applications.proof.frameTitle' }, { fileName: proofFile.fileName });
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" size="sm">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id={headingId}>
          <FormattedMessage id="applications.proof.title" />
        </Heading>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          <FormattedMessage id="applications.proof.facts" values={{ fileName: proofFile.fileName, size: intl.formatNumber(Math.ceil(proofFile.size / 1024)) }} />
        </Text>
        {url && (
          <Stack gap="2">
            <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg.muted">
              {proofFile.contentType === 'application/pdf' ? (
                <chakra.iframe src={url} title={title} width="full" height={{ base: '24rem', lg: '32rem' }} border="0" />
              ) : (
                <chakra.img src={url} alt={title} maxWidth="full" marginX="auto" display="block" />
              )}
            </Box>
            <Link href={url} download={proofFile.fileName} colorPalette="brand" fontSize="sm">
              <FormattedMessage id="applications.proof.download" />
            </Link>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
