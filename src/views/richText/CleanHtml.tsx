/**
 * Rich text from the server (notifications, HTML terms), drawn only after DOMPurify has cleaned it in
 * the browser (./sanitizeHtml.ts), even when the server sanitised it when it was stored. Nothing
 * here can run script. Reached through ./SafeHtml.tsx, which fetches it (and DOMPurify) on first use.
 */
import { useMemo } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import { richTextCss } from './richTextCss.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

export default function CleanHtml({ html, ...boxProps }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // One of the two places the portal draws HTML (Markdown.tsx the other): `clean` comes out of DOMPurify just above.
  return <Box css={richTextCss} overflowWrap="anywhere" {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
