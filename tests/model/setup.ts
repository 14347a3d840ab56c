import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import * as React from 'react';
import type createEmotionCache from '@emotion/cache';
import { mockServer } from '../support/http.ts';
import { loadMessages } from '../../src/i18n/messages.ts';
import { visibilityStylesOnly } from '../support/visibilityStyles.ts';

// The portal's style cache, given only the declarations the tests read (see visibilityStyles.ts).
vi.mock('@emotion/cache', async (importOriginal) => {
  const { default: createCache } = await importOriginal<{ default: typeof createEmotionCache }>();
  return { default: (options: Parameters<typeof createCache>[0]) => createCache({ ...options, stylisPlugins: [visibilityStylesOnly] }) };
});

// React's development build records where every element was created (an Error's stack and a console
// task) so that devtools can show owner stacks. The tests read none of it, and it took a tenth of a
// model file's time. React stops recording past 10,000 elements since its last commit, so the count
// is held there; warnings still name their component.
const reactInternals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;
Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => 10_000, set: () => {} });

// jsdom has no ResizeObserver; floating-ui (popovers, menus, tooltips) starts one. Nothing is ever
// resized in a DOM without layout, so observing nothing is faithful.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Ark UI's tour scrolls each step's element into view; jsdom lays nothing out (happy-dom has one).
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// jsdom has no visual viewport either; the tour guide (Ark UI) reads its size and listens for its
// changes. The visual viewport of a page nobody zooms is the layout viewport.
globalThis.visualViewport ??= Object.assign(new EventTarget(), {
  get width() {
    return window.innerWidth;
  },
  get height() {
    return window.innerHeight;
  },
  offsetLeft: 0,
  offsetTop: 0,
  pageLeft: 0,
  pageTop: 0,
  scale: 1,
  onresize: null,
  onscroll: null,
  onscrollend: null,
}) as VisualViewport;

// A lazily loaded step or drawer can take more than the default second to appear when both cores are
// busy; waiting longer changes no outcome, only how long a real failure takes to show.
configure({ asyncUtilTimeout: 4_000 });

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
// The app fetches the Spanish catalog once the entrance is drawn, and the wizard its own words; the
// tests draw every page with both, as a visit past the entrance is.
beforeAll(() => Promise.all([loadMessages('es-CL'), loadMessages('es-CL', 'signup')]));
// The HTML cleaner (DOMPurify) is fetched the first time rich text is shown; read here once, its
// first transform stays out of the waits of the test that happens to open rich text first.
beforeAll(async () => {
  await import('../../src/views/richText/CleanHtml.tsx');
});
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  window.localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => mockServer.close());
