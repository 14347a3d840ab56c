/**
 * The places hostile HTML can be stored and shown, each driven the way people use it: an admin
 * stores the payload through the API (notification HTML, a notification's JSON component content, a
 * terms version's HTML), and the seller it is addressed to opens it in the portal, in Chromium.
 * What the server refuses to store (nothing left after sanitising, a component the registry does not
 * have) is counted as refused.
 */
import type { Browser, Page } from 'playwright-core';
import { armedMarkup, MARKER } from './audit.ts';
import type { HostilePayload } from './corpus.ts';
import { takeMarks, watchContext, type ContextWatch, type Marks } from './watch.ts';

export type Surface = 'notification HTML' | 'notification JSON' | 'terms HTML' | 'learning-guide markdown';

export interface SurfaceResult {
  surface: Surface;
  tried: number;
  /** Accepted by the server and shown to the seller (markdown: rendered). */
  shown: number;
  /** Executions the watch saw (dialogs, `__xss`, window.open), each with its payload. */
  ran: string[];
  /** CSP violations of script directives: would have run without the CSP. */
  scriptViolations: string[];
  /** Other CSP violations: loads from elsewhere the CSP refused. */
  loadViolations: string[];
  /** Requests to other origins that left the browser. */
  sentRequests: string[];
  /** Requests to other origins the CSP stopped. */
  blockedRequests: string[];
  /** Markup left armed for a click, hover or focus (audit.ts). */
  armed: string[];
  /** Terms only: payloads that swallowed the next one's heading in a shared version, shown again alone. */
  shownAlone?: number;
}

export interface Portal {
  baseUrl: string;
  adminToken: string;
  sellerToken: string;
  sellerId: number;
}

export const emptyResult = (surface: Surface, tried: number): SurfaceResult => ({
  surface,
  tried,
  shown: 0,
  ran: [],
  scriptViolations: [],
  loadViolations: [],
  sentRequests: [],
  blockedRequests: [],
  armed: [],
});

/** Adds what the page marked, each line prefixed with the payload (or batch) it belongs to. */
export function addMarks(result: SurfaceResult, owner: string, marks: Marks): void {
  result.ran.push(...marks.ran.map((line) => `${owner}: ${line}`));
  result.scriptViolations.push(...marks.scriptViolations.map((line) => `${owner}: ${line}`));
  result.loadViolations.push(...marks.loadViolations.map((line) => `${owner}: ${line}`));
}

export function addRequests(result: SurfaceResult, watch: ContextWatch): void {
  result.sentRequests.push(...watch.sentRequests());
  result.blockedRequests.push(...watch.blockedRequests());
}

async function call(portal: Portal, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${portal.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${portal.adminToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

/** A page of the portal signed in as the seller, watched from before its first script. */
async function sellerPage(browser: Browser, portal: Portal, { reviewLater }: { reviewLater: boolean }) {
  const context = await browser.newContext({ baseURL: portal.baseUrl, viewport: { width: 1280, height: 900 }, locale: 'es-CL' });
  const watch = await watchContext(context, portal.baseUrl);
  await context.addInitScript(
    ({ token, later }) => {
      if (sessionStorage.getItem('__seeded') === '1') return;
      sessionStorage.setItem('__seeded', '1');
      localStorage.setItem('token', token);
      // Optional terms wait while notifications are read; the terms run wants them shown.
      if (later) localStorage.setItem('reviewLater', '1');
    },
    { token: portal.sellerToken, later: reviewLater },
  );
  const page = await context.newPage();
  if (process.env.XSS_DEBUG) {
    page.on('pageerror', (error) => console.log(`pageerror: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && console.log(`console: ${message.text()}`));
  }
  return { page, watch, close: () => context.close() };
}

/** Whether a payload is itself the JSON text of an object (then the JSON surface stores it as it is). */
function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * The notification's content: on the HTML surface the payload itself; on the JSON surface the payload
 * when it is a component reference already (the portal's JSON payloads), otherwise a campaign
 * invitation whose name (drawn as text, at most 80 characters) is the payload.
 */
const notificationContent = (surface: Surface, payload: HostilePayload) =>
  surface === 'notification HTML' || isJsonObject(payload.payload)
    ? payload.payload
    : JSON.stringify({ typeChildrenComponent: 'campaignInvitation', props: { campaign: payload.payload.slice(0, 80), deadline: '2026-12-31', path: '/campaigns' } });

/**
 * Opens each stored notification from the header's list, as a seller reads them, audits what the
 * modal shows and takes the page's marks for it, then closes it. The clicks are dispatched to the
 * elements (the view's own handlers run): Playwright's pointer simulation waits for every animation
 * to settle and tripled the run on a busy machine.
 */
async function openEach(page: Page, result: SurfaceResult, stored: { id: string; label: string }[]): Promise<void> {
  const list = page.getByRole('dialog', { name: 'Notificaciones' });
  const button = page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
  for (const { id, label } of stored) {
    const modal = page.getByRole('dialog', { name: label, exact: true });
    // On a busy machine an event can land while the list is still closing: then the list is opened
    // again, twice, before the run gives up on this notification.
    for (let attempt = 1; ; attempt++) {
      try {
        // Closing a notification closes the list too; the list is opened again only once both are gone.
        await list.waitFor({ state: 'hidden' });
        await button.dispatchEvent('click');
        await list.waitFor();
        await list.getByRole('button', { name: new RegExp(`^${label}\\b`) }).dispatchEvent('click');
        await modal.waitFor({ timeout: 30_000 });
        break;
      } catch (error) {
        if (process.env.XSS_DEBUG) await page.screenshot({ path: `.tmp/xss-${label.replace(/\W/g, '')}-${attempt}.png` });
        if (attempt === 3) throw error;
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
      }
    }
    // The cleaner is fetched on first use: the content is drawn once the busy box is gone; then a
    // moment for anything the payload would start on its own (onload, onerror, autofocus).
    await modal.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    await page.waitForTimeout(50);
    result.armed.push(...(await armedMarkup(modal.locator('.chakra-dialog__body'), id)));
    addMarks(result, id, await takeMarks(page));
    result.shown += 1;
    await modal.getByRole('button', { name: 'Cerrar' }).dispatchEvent('click');
    await modal.waitFor({ state: 'hidden' });
  }
}

export async function tryNotifications(browser: Browser, portal: Portal, surface: Surface, payloads: HostilePayload[], batch = 25): Promise<SurfaceResult> {
  const result = emptyResult(surface, payloads.length);
  for (let start = 0; start < payloads.length; start += batch) {
    const stored: { id: string; notificationId: number; label: string }[] = [];
    for (const [offset, payload] of payloads.slice(start, start + batch).entries()) {
      const label = `XSS ${start + offset + 1}`;
      const created = await call(portal, 'POST', '/user-notification', {
        label,
        icon: 'megaphone',
        size: 'm',
        sellerIds: [portal.sellerId],
        config: { content: notificationContent(surface, payload) },
      });
      if (created.status === 201) stored.push({ id: payload.id, notificationId: (created.json as { id: number }).id, label });
      else if (created.status !== 400 && created.status !== 422) throw new Error(`Storing ${payload.id} answered ${created.status}`);
    }
    const { page, watch, close } = await sellerPage(browser, portal, { reviewLater: true });
    try {
      await page.goto('/eiffel');
      await page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ }).waitFor();
      addMarks(result, `${surface} page`, await takeMarks(page));
      await openEach(page, result, stored);
      addRequests(result, watch);
    } finally {
      await close();
      // Withdrawn, so the next batch's list holds only its own.
      for (const entry of stored) await call(portal, 'DELETE', `/user-notification/${entry.notificationId}`);
    }
  }
  return result;
}

/**
 * Written after each payload in a shared terms version: it ends whatever the payload left open (a
 * quote, a comment, a raw-text element, foreign content), so the next payload's marker is parsed as
 * markup. Whatever still swallows a marker is tried again in a version of its own.
 */
const CLOSER = `'"></textarea></title></style></script></noscript></noembed></noframes></xmp></iframe></template></select></option></math></svg></a></table>--!>-->]]>`;

/** One terms version holding `part`, shown by the gate; which payloads' markers it showed. */
async function showTerms(browser: Browser, portal: Portal, result: SurfaceResult, part: HostilePayload[], title: string, today: string): Promise<Set<string>> {
  // Each payload behind a heading naming it: the audit lays findings at it, and a missing one shows a
  // payload swallowed by the one before.
  const html = part.map((payload) => `<h3>${payload.id}</h3>${payload.payload}${part.length > 1 ? CLOSER : ''}`).join('\n');
  const created = await call(portal, 'POST', '/document', {
    key: 'condiciones-de-prueba',
    title,
    contentType: 'html',
    html,
    startDate: today,
    endDate: null,
    approvalLimitDate: '2027-12-31',
    exception: 1,
  });
  if (created.status !== 201) throw new Error(`Storing terms ${title} answered ${created.status}: ${JSON.stringify(created.json)}`);
  const { page, watch, close } = await sellerPage(browser, portal, { reviewLater: false });
  try {
    await page.goto('/eiffel');
    const gate = page.getByRole('alertdialog', { name: title });
    await gate.waitFor();
    await gate.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    await page.waitForTimeout(100);
    const body = gate.locator('.chakra-dialog__body');
    result.armed.push(...(await armedMarkup(body, title)));
    addMarks(result, part.length === 1 ? part[0]!.id : `${title} (${part[0]!.id} to ${part.at(-1)!.id})`, await takeMarks(page));
    addRequests(result, watch);
    const marker = new RegExp(MARKER);
    const seen = await body.locator('h3').allTextContents();
    return new Set(seen.map((text) => text.trim()).filter((text) => marker.test(text)));
  } finally {
    await close();
  }
}

/** Publishes the payloads as optional terms versions, `batch` per version, and lets the gate show each. */
export async function tryTerms(browser: Browser, portal: Portal, payloads: HostilePayload[], today: string, batch = 20): Promise<SurfaceResult> {
  const result = emptyResult('terms HTML', payloads.length);
  const swallowed: HostilePayload[] = [];
  let version = 0;
  for (let start = 0; start < payloads.length; start += batch) {
    const part = payloads.slice(start, start + batch);
    const seen = await showTerms(browser, portal, result, part, `Condiciones de prueba ${++version}`, today);
    result.shown += part.filter((payload) => seen.has(payload.id)).length;
    swallowed.push(...part.filter((payload) => !seen.has(payload.id)));
  }
  result.shownAlone = swallowed.length;
  for (const payload of swallowed) {
    const seen = await showTerms(browser, portal, result, [payload], `Condiciones de prueba ${++version}`, today);
    if (!seen.has(payload.id)) throw new Error(`Terms holding only ${payload.id} did not show its heading`);
    result.shown += 1;
  }
  return result;
}
