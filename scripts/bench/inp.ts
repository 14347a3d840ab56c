/**
 * Interaction to Next Paint of three interactions at 4x CPU throttle (target <= 100 ms):
 *  - typing a word into "Nombre comercial" on the sign-up wizard (/registrate-ahora): the worst keystroke;
 *  - changing step in the wizard: the first step filled validly (the values of the browser test, with a
 *    RUT and a name of its own so nothing collides), then its "Siguiente" pressed; the figure is that
 *    click, whatever the step then fetches or checks;
 *  - opening the notifications list on /eiffel (the header's bell) as the published demo seller.
 *
 * The production server (startPortalServer of scripts/bench/lighthouse.ts) and Debian's Chromium
 * (playwright-core). A PerformanceObserver of type 'event' (durationThreshold 16, buffered) is
 * installed before any page script runs and keeps, per interactionId, the longest entry: an
 * interaction's latency is the longest of its events (keydown, keyup, pointerup, click...), and INP is
 * the worst interaction. The page is loaded and prepared at full speed; CDP
 * `Emulation.setCPUThrottlingRate {rate: 4}` starts just before the measured interaction. Only the
 * interactions that begin after that moment count. Each interaction is measured `runs` times in a
 * fresh context; the median is the figure. Entries under 16 ms are not reported by the browser, so an
 * interaction faster than that reads as 0.
 *
 * Run alone: `npx tsx scripts/bench/inp.ts [--runs N]` (needs `npm run build` first). Prints, asserts nothing.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { rutVerifier } from '../../shared/onboarding/rut.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromiumLaunch.ts';
import { publishedSellerToken, startPortalServer } from './lighthouse.ts';

/**
 * A string, not a function: tsx (esbuild keepNames) would wrap inner functions in a `__name` helper
 * the page does not have, and the observer would silently never start (see scripts/bench/cls.ts).
 */
const OBSERVE_INTERACTIONS = `
  window.__interactions = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.__interactions[entry.interactionId];
      if (!known || entry.duration > known.duration) {
        window.__interactions[entry.interactionId] = { duration: entry.duration, name: entry.name };
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

type Interactions = Record<string, { duration: number; name: string }>;

const readInteractions = (page: Page) => page.evaluate(() => (window as unknown as { __interactions: Interactions }).__interactions);

/**
 * Throttles the CPU 4x, runs `interact`, waits for the entries of its last paint to arrive, and
 * returns the longest interaction that began meanwhile (0 when every one was under 16 ms).
 */
async function measureInteraction(context: BrowserContext, page: Page, interact: () => Promise<void>): Promise<InteractionRun> {
  const cdp = await context.newCDPSession(page);
  // Entries of the preparation (clicks, typing) may still be on their way: let them land first.
  await page.waitForTimeout(500);
  const before = new Set(Object.keys(await readInteractions(page)));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await interact();
    // An entry is reported after the paint that follows the interaction; at 4x that takes a while.
    await page.waitForTimeout(1500);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  const measured = Object.entries(await readInteractions(page)).filter(([id]) => !before.has(id));
  const worst = measured.reduce<{ duration: number; name: string }>((longest, [, entry]) => (entry.duration > longest.duration ? entry : longest), { duration: 0, name: '-' });
  return { ms: worst.duration, event: worst.name, interactions: measured.length };
}

export interface InteractionRun {
  /** The longest interaction's duration (ms), 0 when none reached 16 ms. */
  ms: number;
  /** Its longest event (keydown, click...). */
  event: string;
  /** How many interactions of 16 ms or more happened during the measurement. */
  interactions: number;
}

const WORD = 'Ferretería';

async function openWizard(page: Page) {
  await page.goto('/registrate-ahora');
  await page.getByRole('heading', { level: 1, name: 'Sé parte del marketplace' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Empresa', exact: true }).waitFor();
  await page.getByText('Cargando el paso…').waitFor({ state: 'hidden' });
}

const inBlock = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function typeWord(page: Page) {
  await openWizard(page);
  const field = inBlock(page, 'Información de la empresa').getByRole('textbox', { name: 'Nombre comercial', exact: true });
  await field.click();
  return () => field.pressSequentially(WORD, { delay: 150 });
}

/** A company RUT no other run or test uses: a random body above the natural persons' range. */
function uniqueCompanyRut(): string {
  const body = String(60_000_000 + Math.floor(Math.random() * 39_000_000));
  return body + rutVerifier(body);
}

/** The first step filled as tests/browser/support/signupApplicant.ts fills it, with its own RUT and name. */
async function fillFirstStep(page: Page) {
  await openWizard(page);
  const info = inBlock(page, 'Información de la empresa');
  const textbox = (scope: typeof info, label: string) => scope.getByRole('textbox', { name: label, exact: true });
  const select = (scope: typeof info, label: string) => scope.getByRole('combobox', { name: label, exact: true });
  const suffix = Date.now().toString(36);
  await textbox(info, 'Nombre comercial').fill(`Martillo Bench ${suffix}`);
  await textbox(info, 'Razón social').fill(`Comercializadora Bench ${suffix} SpA`);
  await textbox(info, 'RUT de la empresa').pressSequentially(uniqueCompanyRut());
  await select(info, 'Tipo de sociedad').selectOption({ label: 'S.P.A.' });
  const picker = page.getByRole('combobox', { name: 'Código de actividad económica' });
  await picker.click();
  await picker.pressSequentially('ferreter');
  await page.getByRole('option', { name: /VENTA AL POR MENOR DE ARTÍCULOS DE FERRETERÍA/ }).click();

  const headOffice = inBlock(page, 'Dirección casa matriz');
  await textbox(headOffice, 'Dirección').fill('Avenida Apoquindo 4501, oficina 1203');
  await select(headOffice, 'Región').selectOption({ label: 'Metropolitana de Santiago' });
  // selectOption waits for the commune list to be enabled and to hold the option.
  await select(headOffice, 'Comuna').selectOption({ label: 'Las Condes' });
  await textbox(headOffice, 'Código postal').fill('7550000');

  const products = inBlock(page, 'Sobre tus productos');
  await select(products, 'Modo de carga de productos').selectOption({ label: 'Carga directa' });
  await textbox(products, 'Cantidad de productos').fill('350');
  const categories = products.getByRole('group', { name: 'Categorías de productos' });
  for (const name of ['Ferretería', 'Herramientas']) await categories.getByText(name, { exact: true }).click();
  await select(products, 'Categoría principal').selectOption({ label: 'Ferretería' });
  await textbox(products, '¿Por qué quieres vender con nosotros?').fill(
    'Queremos llegar con nuestras herramientas y artículos de ferretería a clientes de todo Chile.',
  );
  return async () => {
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Contacto', exact: true }).waitFor({ timeout: 30_000 });
  };
}

async function openNotifications(page: Page) {
  await page.goto('/eiffel');
  const bell = page.getByRole('button', { name: /^Notificaciones(, \d+ sin leer)?$/ });
  await bell.waitFor({ timeout: 30_000 });
  await page.getByRole('region', { name: 'Tu reputación' }).getByText(/^Nivel /).waitFor({ timeout: 30_000 });
  // The home's requests (notifications, reports) settled: the click opens a list already loaded,
  // and no response lands in the middle of the measurement.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  return async () => {
    await bell.click();
    await page.getByRole('dialog', { name: 'Notificaciones' }).waitFor();
  };
}

export const INP_INTERACTIONS = {
  typing: { label: `typing "${WORD}" in the wizard (worst key)`, signedIn: false, prepare: typeWord },
  step: { label: 'the wizard\'s step 1 "Siguiente"', signedIn: false, prepare: fillFirstStep },
  notifications: { label: 'opening the notifications on /eiffel', signedIn: true, prepare: openNotifications },
} as const;

export type InteractionName = keyof typeof INP_INTERACTIONS;

async function runOnce(browser: Browser, baseUrl: string, token: string | null, name: InteractionName): Promise<InteractionRun> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 }, locale: 'es-CL' });
  try {
    if (token !== null) {
      // The session as the app keeps it, and the review-later flag so the pending optional terms stay shut.
      await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(token)}); localStorage.setItem('reviewLater', '1');`);
    }
    await context.addInitScript(OBSERVE_INTERACTIONS);
    const page = await context.newPage();
    const interact = await INP_INTERACTIONS[name].prepare(page);
    return await measureInteraction(context, page, interact);
  } finally {
    await context.close();
  }
}

export interface InpFigure {
  median: InteractionRun;
  runs: InteractionRun[];
}

/** Each interaction `runs` times (fresh context each), against `baseUrl` or a server started here. */
export async function measureInp({ baseUrl, runs = 3 }: { baseUrl?: string; runs?: number } = {}): Promise<Record<InteractionName, InpFigure>> {
  const server = baseUrl ? null : await startPortalServer();
  const origin = baseUrl ?? server!.baseUrl;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const token = await publishedSellerToken(origin);
    const result = {} as Record<InteractionName, InpFigure>;
    for (const name of Object.keys(INP_INTERACTIONS) as InteractionName[]) {
      const all: InteractionRun[] = [];
      for (let i = 0; i < runs; i++) all.push(await runOnce(browser, origin, INP_INTERACTIONS[name].signedIn ? token : null, name));
      const sorted = [...all].sort((a, b) => a.ms - b.ms);
      result[name] = { median: sorted[Math.floor(sorted.length / 2)]!, runs: all };
    }
    return result;
  } finally {
    await browser.close();
    await server?.stop();
  }
}

type Row = (label: string, figure: string, target: string) => void;

export function printInp(result: Record<InteractionName, InpFigure>, row: Row): void {
  for (const name of Object.keys(INP_INTERACTIONS) as InteractionName[]) {
    const { median, runs } = result[name];
    row(`INP 4x CPU: ${INP_INTERACTIONS[name].label}`, `${median.ms} ms`, '<= 100 ms');
    console.log(`  median run's longest event ${median.event}; runs ${runs.map((run) => `${run.ms} ms`).join(', ')}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const runsFlag = process.argv.indexOf('--runs');
  const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;
  const row: Row = (label, figure, target) => console.log(`${label.padEnd(56)} ${figure.padStart(8)}   target ${target}`);
  printInp(await measureInp({ runs }), row);
}
