/**
 * The every-route walk: each demo account opens every entry of its menu, on a desktop (1366 px) and
 * on a phone (360 px), in one browser against the one shared server, signed in once per account and
 * loading the portal once: each page is reached from the last inside the running portal, then the
 * screen is narrowed to a phone's. On every page it fails when the tab does not carry the page's
 * name, when the page is wider than the screen, when axe finds a WCAG 2.2 A/AA violation, when the
 * menu leads to "Página no encontrada", when the role is offered an action it may not take, when two
 * modal dialogs are open at once or one is taller than its content (support/dialogs.ts), when its
 * headings skip a level or it has other than one h1, when a cell or a fact breaks an ordinary word
 * across two lines, when a region, commune or bank shows as its bare code (support/pageChecks.ts), or
 * when the page shows an internal code (a snake_case or SCREAMING_CASE token) or an English word.
 * The menus and their addresses are written out here, not read from the portal's own tables: the
 * walk is meant to catch those tables drifting from what each role must see.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openPage, waitForMotionToSettle } from './support/chromium.ts';
import { dialogFaults } from './support/dialogs.ts';
import { brokenWordFaults, codeForNameFaults, headingFaults } from './support/pageChecks.ts';
import { demoSession, mainMenu, storeSession } from './support/portal.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 360, height: 740 };

/** Where each menu entry leads (the external help centre is left out: it is another site). */
const PATH_OF: Record<string, string> = {
  Inicio: '/eiffel',
  Reputación: '/reputation',
  Productos: '/pim',
  'Aprobación de catálogo': '/catalog-approval',
  Devoluciones: '/returns',
  Boletas: '/invoice',
  Órdenes: '/orders',
  Logística: '/logistics',
  Fulfillment: '/logistics/fulfillment',
  Envíos: '/shipments',
  Stock: '/stock',
  EPV: '/shipments/epv',
  Liquidaciones: '/finance',
  'Mi cuenta': '/user/myAccount',
  Existencias: '/stock/existences',
  Métricas: '/metrics',
  Campañas: '/campaigns',
  Reportes: '/reports',
  Sellers: '/sellers',
  Solicitudes: '/applications',
  Comunicaciones: '/documents',
  Reglas: '/rules',
  'Guías de aprendizaje': '/learning-guides',
  Usuarios: '/users',
  'Configuración PIM': '/pim/configuration',
  'Devoluciones escaladas': '/returns/customer-service',
  Módulos: '/modules',
  'Órdenes Spid35': '/orders/spid35',
  'Stock Spid35': '/stock/spid35',
  'Guía de uso': '/helper/tourguide',
};

/** The pages each account reaches from its menu (its menu's entries with an address of the portal). */
const MENU_PAGES: Record<string, string[]> = {
  'admin@demo.cl': ['Inicio', 'Productos', 'Aprobación de catálogo', 'Devoluciones', 'Boletas', 'Órdenes', 'Logística', 'Fulfillment', 'Envíos', 'Stock', 'EPV', 'Liquidaciones', 'Mi cuenta', 'Existencias', 'Métricas', 'Reportes', 'Sellers', 'Solicitudes', 'Comunicaciones', 'Reglas', 'Guías de aprendizaje', 'Usuarios', 'Configuración PIM', 'Devoluciones escaladas', 'Módulos', 'Órdenes Spid35', 'Stock Spid35'],
  'seller@demo.cl': ['Inicio', 'Reputación', 'Productos', 'Aprobación de catálogo', 'Devoluciones', 'Boletas', 'Órdenes', 'Logística', 'Envíos', 'Stock', 'EPV', 'Liquidaciones', 'Mi cuenta', 'Existencias', 'Métricas', 'Campañas', 'Reportes', 'Guía de uso'],
  'nuevo@demo.cl': ['Inicio', 'Productos', 'Aprobación de catálogo', 'Devoluciones', 'Boletas', 'Órdenes', 'Logística', 'Envíos', 'Stock', 'EPV', 'Mi cuenta', 'Existencias', 'Métricas', 'Campañas', 'Reportes', 'Guía de uso'],
  'atencion@demo.cl': ['Inicio', 'Devoluciones', 'Boletas', 'Órdenes', 'Envíos', 'Mi cuenta', 'Reportes', 'Devoluciones escaladas'],
  'catalogo@demo.cl': ['Inicio', 'Productos', 'Aprobación de catálogo', 'Mi cuenta', 'Configuración PIM'],
  'comercial@demo.cl': ['Inicio', 'Mi cuenta', 'Métricas', 'Reportes', 'Solicitudes', 'Reglas'],
  'logistica@demo.cl': ['Inicio', 'Devoluciones', 'Órdenes', 'Logística', 'Fulfillment', 'Envíos', 'Stock', 'EPV', 'Mi cuenta', 'Existencias', 'Órdenes Spid35', 'Stock Spid35'],
  'tienda@demo.cl': ['Inicio', 'Órdenes', 'Stock', 'Mi cuenta', 'Existencias', 'Órdenes Spid35', 'Stock Spid35'],
  'seguridad@demo.cl': ['Inicio', 'Mi cuenta', 'Usuarios'],
  'sysadmin@demo.cl': ['Inicio', 'Mi cuenta', 'Usuarios'],
};

/**
 * What a role must not be offered on a page, as the start of a button's name or a heading: actions
 * the server refuses to that role (its permissions written here, not read from the modules).
 */
const SELLER_ONLY_BOLETAS = ['Adjuntar boleta', 'Reemplazar boleta', 'Carga masiva de boletas', 'Descargar plantilla Excel'];
const FORBIDDEN: Record<string, Record<string, string[]>> = {
  'admin@demo.cl': { '/invoice': SELLER_ONLY_BOLETAS },
  'atencion@demo.cl': { '/invoice': SELLER_ONLY_BOLETAS, '/shipments': ['Marcar listas para despacho', 'Generar manifiesto'] },
};

/** The forbidden actions of `email` found on the page now, one line each. */
async function offeredForbidden(page: Page, email: string, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of FORBIDDEN[email]?.[path] ?? []) {
    const starts = new RegExp(`^${name}`);
    const shown = (await page.getByRole('button', { name: starts }).count()) + (await page.getByRole('heading', { name: starts }).count());
    if (shown > 0) found.push(`offers "${name}", which the role may not do`);
  }
  return found;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's WCAG 2.2 A/AA violations on the page, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  await waitForMotionToSettle(page);
  // axe is put in the page once: the walk moves inside the running portal, so it stays.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] } });
    return result.violations.map((v) => `axe ${v.id} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
  });
}

/**
 * English words a Spanish page must not show: common interface words that are no Spanish word and
 * no product name the portal keeps in English (Stock, Fulfillment, Sellers are kept on purpose). "of"
 * is not among them: the banks' own names carry it ("Bank of China, Agencia en Chile").
 */
const ENGLISH = /\b(the|and|with|from|loading|submit|cancel|save|search|previous|next|close|delete|edit|view|settings|error|page|rows|yes|not found|unknown|undefined|null|NaN|true|false)\b/i;
/** An internal code: a snake_case or SCREAMING_CASE token. */
const INTERNAL_CODE = /\b([a-z]+_[a-z0-9_]+|[A-Z][A-Z0-9]*_[A-Z0-9_]+)\b/;

/** What is wrong with the page on screen now, one line each; empty when nothing is. */
async function pageFaults(page: Page): Promise<string[]> {
  const faults: string[] = [];
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  if (width.scroll > width.client) faults.push(`wider than the screen: ${width.scroll} px in ${width.client}`);
  if ((await page.getByRole('heading', { name: 'Página no encontrada' }).count()) > 0) faults.push('"Página no encontrada"');
  faults.push(...(await dialogFaults(page)), ...(await headingFaults(page)), ...(await brokenWordFaults(page)), ...(await codeForNameFaults(page)));
  // The visible text, line by line (the body's innerText leaves hidden elements out).
  const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
  for (const line of lines) {
    const code = INTERNAL_CODE.exec(line);
    if (code) faults.push(`internal code "${code[1]}" in "${line.slice(0, 80)}"`);
    const english = ENGLISH.exec(line);
    if (english) faults.push(`English "${english[1]}" in "${line.slice(0, 80)}"`);
  }
  faults.push(...(await axeViolations(page)));
  return faults;
}

/** The accounts the terms check and the tour guide run for (sellers only; staff get neither). */
const SELLERS = new Set(['seller@demo.cl', 'nuevo@demo.cl']);

/** Waits until the page on screen has settled: its heading shown and nothing saying it is loading. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: 15_000 });
}

/** Loads `path` afresh and waits until the page has settled, with no terms modal or tour pending. */
async function load(page: Page, path: string, seller: boolean): Promise<void> {
  await page.goto(path);
  if (seller) {
    await page.locator('[data-terms-phase="clear"]').waitFor({ state: 'attached', timeout: 15_000 });
    await page.locator('[data-tour-phase="closed"]').waitFor({ state: 'attached', timeout: 15_000 });
  }
  await settled(page);
}

/**
 * Moves the portal to `path` as the browser's back and forward buttons do (a history entry and its
 * popstate), so the page changes inside the running portal as it does from the menu, without loading
 * the portal again. Waits for the tab to be renamed and for a heading that is not the last page's.
 */
async function goInApp(page: Page, path: string): Promise<void> {
  const before = await page.evaluate((to) => {
    const walk = window as unknown as { walkLeftHeading?: Element | null };
    walk.walkLeftHeading = document.querySelector('main h1');
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    window.history.pushState({ ...state, __TSR_index: Number(state.__TSR_index ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    return { title: document.title, heading: walk.walkLeftHeading?.textContent ?? null };
  }, path);
  await page.waitForFunction((title) => document.title !== title, before.title, { timeout: 15_000 });
  await page.waitForFunction(
    (text) => {
      const heading = document.querySelector('main h1');
      const left = (window as unknown as { walkLeftHeading?: Element | null }).walkLeftHeading;
      return heading !== null && (heading !== left || heading.textContent !== text);
    },
    before.heading,
    { timeout: 15_000 },
  );
  await settled(page);
}

/** Lets the portal lay itself out for a new screen width (its width hooks answer on the next frames). */
async function resize(page: Page, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await settled(page);
}

/** Every menu page's address: an entity's page is one more segment under one of these, and is none of them. */
const MENU_PATHS = new Set(Object.values(PATH_OF));

/**
 * The address of the first entity the page links to under its own (/orders/123 from /orders), if any;
 * a tab or the current one of a page's own links (/documents/notifications) is the page on screen.
 */
async function firstEntityLink(page: Page, path: string): Promise<string | null> {
  const hrefs = await page
    .getByRole('main')
    .locator(`a[href^="${path}/"]:not([role="tab"]):not([aria-current])`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.split(/[?#]/)[0]!).find((href) => /^\/[^/]+(\/[^/]+)?\/[^/]+$/.test(href) && !MENU_PATHS.has(href)) ?? null;
}

describe('every-route walk', () => {
  // The accounts walk side by side: most of a page's time is spent waiting on the server and the paint.
  it.concurrent.each(Object.keys(MENU_PAGES))(
    '%s: every menu page is named in the tab, fits 1366 and 360 px, passes axe and shows no code or English',
    async (email) => {
      const session = await demoSession(baseUrl, email);
      const { page, problems, close } = await openPage(browser, baseUrl, DESKTOP);
      const faults: string[] = [];
      try {
        await storeSession(page.context(), session.accessToken);
        // The menu leads where the walk goes: every entry's address, read off the desktop menu.
        await load(page, '/eiffel', SELLERS.has(email));
        const menu = mainMenu(page);
        for (;;) {
          const closed = menu.locator('button[aria-expanded="false"]');
          if ((await closed.count()) === 0) break;
          await closed.first().click();
        }
        const hrefs = await menu.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        const names = MENU_PAGES[email]!;
        const expected = names.map((name) => PATH_OF[name]!);
        expect(hrefs.filter((href) => href !== '/pim'), `menu addresses of ${email}`).toEqual(expected.filter((path) => path !== '/pim'));
        const visited: string[] = [];
        // Each page is opened once, from the one before, and judged on the desktop, then on the phone.
        for (const [index, path] of expected.entries()) {
          if (index > 0) {
            await resize(page, DESKTOP);
            await goInApp(page, path);
          }
          const title = await page.title();
          if (title !== `${names[index]} · Portal Sellers`) faults.push(`${path}: the tab says "${title}"`);
          for (const fault of await pageFaults(page)) faults.push(`${path} at ${DESKTOP.width}: ${fault}`);
          for (const fault of await offeredForbidden(page, email, path)) faults.push(`${path}: ${fault}`);
          await resize(page, PHONE);
          for (const fault of await pageFaults(page)) faults.push(`${path} at ${PHONE.width}: ${fault}`);
          // The page's first entity (an order, a return, a seller...) is judged too, as its list opens it.
          const entity = await firstEntityLink(page, path);
          if (entity) {
            await resize(page, DESKTOP);
            await goInApp(page, entity);
            visited.push(entity);
            for (const fault of await pageFaults(page)) faults.push(`${entity} at ${DESKTOP.width}: ${fault}`);
            await resize(page, PHONE);
            for (const fault of await pageFaults(page)) faults.push(`${entity} at ${PHONE.width}: ${fault}`);
          }
        }
        console.log(`${email}: ${expected.length} menu pages and ${visited.length} of their entities (${visited.join(', ')}), each at 1366 and 360 px`);
        expect(faults, `faults met by ${email}`).toEqual([]);
        expect(problems, 'CSP violations or page errors').toEqual([]);
      } finally {
        await close();
      }
    },
    300_000,
  );
});
