/**
 * Markdown written by staff (the learning guide), drawn as the HTML ./markdown.ts makes of it: marked
 * for the syntax, the portal's cleaner for everything that could run or leave the page.
 */
import { useMemo } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import { markdownToSafeHtml } from './markdown.ts';
import { richTextCss } from './richTextCss.ts';

export function Markdown({ source, ...boxProps }: { source: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => markdownToSafeHtml(source), [source]);
  // The other place the portal draws HTML (CleanHtml.tsx the first): `clean` comes out of DOMPurify in markdownToSafeHtml.
  return <Box css={richTextCss} overflowWrap="anywhere" {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
