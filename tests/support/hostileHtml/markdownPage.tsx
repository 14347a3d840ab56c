/**
 * A test-only page for the learning guide's markdown, until the guide has screens of its own: the
 * portal's Markdown component (src/views/richText/Markdown.tsx, with its markdown module and cleaner,
 * as they are) drawn once per payload inside the app's Chakra system, its styles stamped with the CSP
 * nonce of the page the real server served. markdownSurface.ts bundles it and hands it to that page.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { chakraSystem } from '../../../src/app/theme.ts';
import { Markdown } from '../../../src/views/richText/Markdown.tsx';

/** Draws every `{ id, source }` into a new box of the page's body, each under a section naming its payload. */
export function renderMarkdown(entries: { id: string; source: string }[]): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
  const host = document.createElement('div');
  host.id = 'markdown-surface';
  document.body.append(host);
  flushSync(() =>
    createRoot(host).render(
      <CacheProvider value={createCache({ key: 'md', nonce })}>
        <ChakraProvider value={chakraSystem()}>
          {entries.map((entry) => (
            <section key={entry.id} data-payload={entry.id}>
              <Markdown source={entry.source} />
            </section>
          ))}
        </ChakraProvider>
      </CacheProvider>,
    ),
  );
}
