/**
 * Rich text from the server (notifications, HTML terms), cleaned by DOMPurify before it is drawn
 * (./CleanHtml.tsx). The cleaner is a chunk fetched the first time rich text is shown: most visits
 * open no notification and no HTML terms, and it would otherwise weigh on every signed-in first load.
 * Until it arrives the box is empty and says it is busy; the text is never drawn uncleaned.
 */
import { lazy, Suspense } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';

const CleanHtml = lazy(() => import('./CleanHtml.tsx'));

type SafeHtmlProps = { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>;

export function SafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={<Box aria-busy="true" minHeight="6" />}>
      <CleanHtml {...props} />
    </Suspense>
  );
}
