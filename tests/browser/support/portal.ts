/**
 * Helpers of the portal shell's browser tests (tests/browser/portal.test.ts): demo sessions with the
 * seller facts the permission table filters by, the menu a subject must see (shared/access through the
 * es-CL catalogue), the menu a page shows, sign-in by the form or by a stored token, and axe over the
 * page and the report frames.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import shellCatalogue from '../../../src/i18n/es-CL/shell.ts';
import { TOKEN_STORAGE_KEY } from '../../../src/app/session.ts';
import { seenLevelOf, type ReputationCategory } from '../../../machines/reputation/reputation.rules.ts';
import { DEMO_PASSWORD } from './demo.ts';

export interface DemoSession {
  accessToken: string;
  jwtPayload: {
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    role: string;
    seller_id: number | null;
    seller_type: string | null;
    is_collector: boolean;
  };
}

async function login(baseUrl: string, email: string, password: string): Promise<Response> {
  return fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

/** A demo account's session. No browser test changes a demo account's password (they share one server). */
export async function demoSession(baseUrl: string, email: string): Promise<DemoSession> {
  const response = await login(baseUrl, email, DEMO_PASSWORD);
  if (!response.ok) throw new Error(`login ${email} answered ${response.status}`);
  return (await response.json()) as DemoSession;
}

/** A JSON call with the bearer token; throws with the body when the answer is not the expected one. */
export async function api<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown, expected = [200, 201, 204]): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!expected.includes(response.status)) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The main menu's navigation landmark (the side panel's, or the phone drawer's once opened). */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: shellCatalogue['shell.menu.label'] });

/**
 * The names of the entries the main menu shows, in order, after opening every closed group: group
 * headers, links and new-module buttons. The "Nuevo" chip and the new-tab note are not part of the
 * entry's text.
 */
export async function shownMenuNames(page: Page): Promise<string[]> {
  const menu = mainMenu(page);
  await menu.waitFor();
  // Open every closed group (one at a time: each click re-renders the menu).
  for (;;) {
    const closed = menu.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const rows = menu.locator('a, button').filter({ visible: true });
  const names = await rows.evaluateAll((elements) =>
    elements.map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
  const chip = shellCatalogue['shell.menu.new'];
  const newTab = shellCatalogue['shell.menu.opensInNewTab'];
  return names.map((name) => name.replace(newTab, '').replace(new RegExp(`\\s*${chip}$`), '').trim());
}

/** Signs in through the login form, as a person does, and waits for the home. */
export async function signInByForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Ingresar' }).waitFor();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/eiffel');
}

/**
 * Puts a session's token where the app keeps it (local storage, src/app/session.ts)
 * before any page of the context runs, once per context (logging out stays logged out). With
 * `reviewLater`, the optional terms the seed leaves pending for seller@demo.cl wait (the flag the
 * "Revisar más tarde" button sets); mandatory terms are shown whatever the flag says. With
 * `tourSeen`, the tour guide counts as seen in this browser (the flag skipping it sets), so it does
 * not start by itself over the page a test is about; a seller who never finished it (the new demo
 * seller) would otherwise get it a second after the home. With `levelChangeSeen`, the seller's
 * current reputation level counts as seen (markLevelChangeSeen), so the level-change modal does not
 * open over the page either.
 */
export async function storeSession(
  context: BrowserContext,
  token: string,
  { reviewLater = true, tourSeen = true, levelChangeSeen = true } = {},
): Promise<void> {
  if (levelChangeSeen) await markLevelChangeSeen(context, token);
  await context.addInitScript(
    ({ key, value, reviewLater: later, tourSeen: seen }) => {
      // Init scripts run in every frame, a PDF viewer's too, where there is no storage.
      if (window !== window.top || !window.sessionStorage || !window.localStorage) return;
      if (sessionStorage.getItem('__portalTestSeeded') === '1') return;
      sessionStorage.setItem('__portalTestSeeded', '1');
      localStorage.setItem(key, value);
      if (later) localStorage.setItem('reviewLater', '1');
      if (seen) localStorage.setItem('firstTimeTour', '1');
    },
    { key: TOKEN_STORAGE_KEY, value: token, reviewLater, tourSeen },
  );
}

/**
 * The level-change modal's opt-out, for a page about something else: records the signed-in seller's
 * current level as seen, exactly as closing the modal does (PUT /v1/sellers/reputation-modal/{id}
 * with modalShow false and the level, Nuevo for Bloqueo and Plan Growth), before the page loads. The
 * seed scores seller@demo.cl from its orders and nobody has seen that level yet, so the modal would
 * otherwise open (and reload the page when closed) at its first sign-in of a run, whichever test comes
 * first. It is a record on the server rather than a stored flag because the modal reads none: while
 * the terms check has not answered, it shows whatever the tour flag says. Staff and sellers with
 * nothing to see are left alone; repeating it is harmless.
 */
export async function markLevelChangeSeen(context: BrowserContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const read = async <T>(path: string): Promise<T> => {
    const response = await context.request.get(path, { headers });
    if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const { role, seller_id: sellerId } = await read<{ role: string; seller_id: number | null }>('/auth/session');
  if (role !== 'seller' || sellerId === null) return;
  const { categoriaReputacion } = await read<{ categoriaReputacion: ReputationCategory }>(`/v1/sellers/status-reputation/${sellerId}`);
  const response = await context.request.put(`/v1/sellers/reputation-modal/${sellerId}`, {
    headers,
    data: { modalShow: false, reputation: seenLevelOf(categoriaReputacion) },
  });
  if (!response.ok()) throw new Error(`PUT reputation-modal answered ${response.status()}: ${await response.text()}`);
}

/** Sets the review-later flag before the app reads it (pages signed in through the form). */
export async function deferOptionalTerms(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('reviewLater', '1'));
}

/**
 * The tour guide counts as seen in this browser (the flag its skip sets), for a page about something
 * else: a seller who never finished it (another file may have started it again) gets no tour over
 * the page.
 */
export async function markTourSeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('firstTimeTour', '1'));
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe (WCAG 2.1 A/AA) over the page AND the documents of its frames (the report pages): axe-core is
 * put into every frame first, so the top frame's run reaches into them instead of skipping them.
 */
export async function expectNoAxeViolationsWithFrames(page: Page, screen: string): Promise<void> {
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame() && !frame.isDetached() && frame.url().startsWith('http')) await frame.evaluate(axeSource);
  }
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
  });
  expect(violations, `axe violations on ${screen}`).toEqual([]);
}

/** Whether the page scrolls sideways (the shell must fit every width down to 360 px). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));

/** Today in America/Santiago (the documents contract's calendar), yyyy-mm-dd, plus `days`. */
export function santiagoDayPlus(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The digits of a figure as the report page prints it ("$3.489.700" -> 3489700). */
export const digitsOf = (text: string) => Number(text.replace(/\D/g, ''));
