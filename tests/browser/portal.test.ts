/**
 * The portal shell and home as people meet them, in Debian's Chromium against the production
 * build and the real server: every demo account sees exactly the menu the permission table gives it;
 * the new seller gets the welcome steps, the published seller the reputation card and three reports
 * with the server's figures; the layout fits 360 and 1440 px. Then, with data of their own and undone
 * afterwards (the server is shared with the other browser files): a notification carrying an XSS
 * payload runs no script, and a new mandatory terms version blocks the seller until accepted. axe
 * checks every screen; no CSP violation or page error may happen anywhere.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts.ts';
import { launchChromium, openPage } from './support/chromium.ts';
import { expectDialogFits } from './support/dialogs.ts';
import { DEMO_PASSWORD, demo } from './support/demo.ts';
import {
  api,
  deferOptionalTerms,
  markTourSeen,
  demoSession,
  digitsOf,
  expectNoAxeViolationsWithFrames,
  horizontalOverflow,
  mainMenu,
  markLevelChangeSeen,
  santiagoDayPlus,
  shownMenuNames,
  signInByForm,
  storeSession,
} from './support/portal.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

type Viewport = { width: number; height: number };

async function withPage(run: (page: Page) => Promise<void>, viewport?: Viewport) {
  const { page, problems, close } = await openPage(browser, baseUrl, viewport);
  try {
    await run(page);
    expect(problems, 'CSP violations or page errors').toEqual([]);
  } finally {
    await close();
  }
}

/** A page already signed in as `email` (token stored before the app starts), on `path`. */
async function withSignedInPage(email: string, path: string, run: (page: Page) => Promise<void>, viewport?: Viewport, options?: { reviewLater?: boolean }) {
  const session = await demoSession(baseUrl, email);
  await withPage(async (page) => {
    await storeSession(page.context(), session.accessToken, options);
    await page.goto(path);
    await run(page);
  }, viewport);
}

const REPORTS = [
  { name: 'reputation', title: 'Reputación' },
  { name: 'penaltyBreak', title: 'Quiebres de stock y penalizaciones' },
  { name: 'comercial', title: 'Resumen comercial' },
] as const;

interface ReportData {
  kpis: { key: string; label: string; unit: 'count' | 'clp' | 'fraction'; value: number | null }[];
}

/** Waits until the three report frames show their pages (the heading of each report page). */
async function waitForReports(page: Page) {
  for (const report of REPORTS) {
    const frame = page.frameLocator(`iframe[title="Reporte: ${report.title}"]`);
    await frame.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
  }
}

/**
 * The menu each demo account must see, in order, written out here (not read from the permission
 * table the portal draws it from): a published seller has Reputación and Finanzas, an unpublished one
 * neither; staff see their role's entries only.
 */
const EXPECTED_MENUS: Record<string, string[]> = {
  "admin@demo.cl": ["Inicio","Productos","Aprobación de catálogo","Ventas","Devoluciones","Boletas","Órdenes","Logística","Fulfillment","Envíos","Stock","EPV","Finanzas","Liquidaciones","Mi cuenta","Existencias","Métricas","Reportes","Configuración","Sellers","Solicitudes","Comunicaciones","Reglas","Guías de aprendizaje","Usuarios","Configuración PIM","Devoluciones escaladas","Módulos","Spid35","Órdenes Spid35","Stock Spid35","Ayuda","Centro de ayuda"],
  "seller@demo.cl": ["Inicio","Reputación","Productos","Aprobación de catálogo","Ventas","Devoluciones","Boletas","Órdenes","Logística","Envíos","Stock","EPV","Finanzas","Liquidaciones","Mi cuenta","Existencias","Métricas","Campañas","Reportes","Ayuda","Guía de uso","Centro de ayuda"],
  "nuevo@demo.cl": ["Inicio","Productos","Aprobación de catálogo","Ventas","Devoluciones","Boletas","Órdenes","Logística","Envíos","Stock","EPV","Mi cuenta","Existencias","Métricas","Campañas","Reportes","Ayuda","Guía de uso","Centro de ayuda"],
  "atencion@demo.cl": ["Inicio","Ventas","Devoluciones","Boletas","Órdenes","Envíos","Mi cuenta","Reportes","Configuración","Devoluciones escaladas","Ayuda","Centro de ayuda"],
  "catalogo@demo.cl": ["Inicio","Productos","Aprobación de catálogo","Mi cuenta","Configuración","Configuración PIM","Ayuda","Centro de ayuda"],
  "comercial@demo.cl": ["Inicio","Mi cuenta","Métricas","Reportes","Configuración","Solicitudes","Reglas","Ayuda","Centro de ayuda"],
  "logistica@demo.cl": ["Inicio","Ventas","Devoluciones","Órdenes","Logística","Fulfillment","Envíos","Stock","EPV","Mi cuenta","Existencias","Spid35","Órdenes Spid35","Stock Spid35","Ayuda","Centro de ayuda"],
  "tienda@demo.cl": ["Inicio","Ventas","Órdenes","Stock","Mi cuenta","Existencias","Spid35","Órdenes Spid35","Stock Spid35","Ayuda","Centro de ayuda"],
  "seguridad@demo.cl": ["Inicio","Mi cuenta","Configuración","Usuarios","Ayuda","Centro de ayuda"],
  "sysadmin@demo.cl": ["Inicio","Mi cuenta","Configuración","Usuarios","Ayuda","Centro de ayuda"],
};

describe('portal shell and home', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account.role] as const))(
    '%s (%s) signs in and sees exactly the menu of its role',
    async (email) => {
      const session = await demoSession(baseUrl, email);
      const expected = EXPECTED_MENUS[email];
      expect(expected, `an expected menu for ${email}`).toBeDefined();
      await withPage(async (page) => {
        await deferOptionalTerms(page.context());
        await markTourSeen(page.context());
        await markLevelChangeSeen(page.context(), session.accessToken);
        await signInByForm(page, email, DEMO_PASSWORD);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const shown = await shownMenuNames(page);
        expect(shown, `menu of ${email}`).toEqual(expected);
        // The header: the notifications button (its name carries the unread count), home, log out.
        await page.getByRole('link', { name: 'Cerrar sesión' }).waitFor();
        await expectNoAxeViolationsWithFrames(page, `/eiffel of ${email} with every group open`);
      });
    },
  );

  it('shows the new seller the welcome screen with the four steps, and no breadcrumb', async () => {
    await withSignedInPage(demo.newSeller, '/eiffel', async (page) => {
      await page.getByRole('heading', { level: 1, name: /Te damos la bienvenida/ }).waitFor();
      const steps = page.getByRole('region', { name: 'Cuatro pasos para convertirte en seller' }).getByRole('listitem');
      await expect.poll(() => steps.count()).toBe(4);
      for (const [index, title] of ['Envía tu postulación', 'Revisamos tus antecedentes', 'Acepta los términos y carga tus productos', 'Publicamos tu tienda'].entries()) {
        await expect.poll(() => steps.nth(index).getByRole('heading', { level: 3 }).textContent()).toBe(`Paso ${index + 1}: ${title}`);
      }
      // Step 4 highlights the text after "24 horas".
      expect(await steps.nth(3).locator('strong').textContent()).toBe('tu tienda quedará publicada y lista para recibir pedidos.');
      expect(await page.getByRole('navigation', { name: 'Ruta de navegación' }).count()).toBe(0);
      // No reports and no reputation card for a seller outside the publish history.
      expect(await page.locator('iframe').count()).toBe(0);
      await expectNoAxeViolationsWithFrames(page, 'welcome screen');
    });
  });

  it('shows the published seller the reputation card and three reports with the server figures', async () => {
    const session = await demoSession(baseUrl, demo.seller);
    const sellerId = session.jwtPayload.seller_id!;
    const summary = await api<{
      level: string;
      deliveries: number | null;
      claims: number | null;
      cancellations: number | null;
      thresholds: { minDeliveries: number; maxClaims: number; maxCancellations: number };
    }>(
      baseUrl,
      session.accessToken,
      'GET',
      `/v1/sellers/reputation-summary/${sellerId}`,
    );
    await withSignedInPage(demo.seller, '/eiffel', async (page) => {
      const card = page.getByRole('region', { name: 'Tu reputación' });
      await card.getByText(/^Nivel /).waitFor();
      // The three rates as whole percentages, each with its help; a figure keeps the fewest decimals
      // (up to two) that leave it on the same side of its goal as the real rate (2.96 % of claims
      // against "under 3 %" is not "3 %").
      for (const [label, rate, goal] of [
        ['Entregas a tiempo', summary.deliveries, summary.thresholds.minDeliveries],
        ['Reclamos', summary.claims, summary.thresholds.maxClaims],
        ['Cancelados por ti', summary.cancellations, summary.thresholds.maxCancellations],
      ] as const) {
        const term = card.locator('dt', { hasText: label });
        await term.getByRole('button', { name: `Ayuda: ${label}` }).waitFor();
        const shown = (await term.locator('xpath=following-sibling::dd[1]').textContent())?.replace(/\s/g, '');
        if (rate === null) {
          expect(shown, label).toBe('Sindatos');
          continue;
        }
        const side = (percent: number) => Math.sign(Math.round((percent - goal * 100) * 1e6));
        const roundedTo = (decimals: number) => Math.round(rate * 100 * 10 ** decimals) / 10 ** decimals;
        const decimals = [0, 1].find((candidate) => side(roundedTo(candidate)) === side(rate * 100)) ?? 2;
        expect(shown, label).toBe(`${roundedTo(decimals).toFixed(decimals).replace('.', ',')}%`);
      }

      // The help shows while its button has the keyboard's focus, describes the button for screen
      // readers, and Escape hides it with the focus left where it was.
      const help = card.getByRole('button', { name: 'Ayuda: Reclamos' });
      const tip = page.getByRole('tooltip');
      await help.focus();
      await tip.waitFor();
      expect(await tip.textContent()).toMatch(/^Pedidos con un reclamo del comprador, sobre el total de pedidos del periodo\. Debe mantenerse bajo \d/);
      expect(await help.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'));
      await page.keyboard.press('Escape');
      await tip.waitFor({ state: 'hidden' });
      expect(await help.evaluate((element) => element === document.activeElement)).toBe(true);

      await waitForReports(page);
      expect(await page.locator('iframe').count()).toBe(3);
      for (const report of REPORTS) {
        const frameElement = page.locator(`iframe[title="Reporte: ${report.title}"]`);
        expect(await frameElement.evaluate((element) => element.getBoundingClientRect().height)).toBe(505);
        const data = await api<ReportData>(baseUrl, session.accessToken, 'GET', `/metabase/dashboard/${report.name}/data`);
        const frame = page.frameLocator(`iframe[title="Reporte: ${report.title}"]`);
        // Every count and amount the page prints is the one the data call computes.
        const figures = data.kpis.filter((k) => k.unit !== 'fraction' && k.value !== null);
        expect(figures.length, `${report.name} has counts or amounts`).toBeGreaterThan(0);
        for (const kpi of figures) {
          const figure = frame.locator('li', { has: frame.locator(`span:text-is("${kpi.label}")`) }).locator('strong');
          expect(digitsOf((await figure.textContent()) ?? ''), `${report.name}.${kpi.key}`).toBe(Math.round(kpi.value!));
        }
      }
      // Real figures: the demo seller sold something over the comercial report's 30 days.
      const comercial = await api<ReportData>(baseUrl, session.accessToken, 'GET', '/metabase/dashboard/comercial/data');
      expect(comercial.kpis.find((kpi) => kpi.key === 'gmv')?.value ?? 0).toBeGreaterThan(0);
      await expectNoAxeViolationsWithFrames(page, 'published seller home with its reports');
    });
  });

  it.each([
    [360, 740],
    [1440, 900],
  ] as const)('fits %i px without sideways scroll, and the menu is reachable', async (width, height) => {
    await withSignedInPage(
      demo.seller,
      '/eiffel',
      async (page) => {
        await page.getByRole('region', { name: 'Tu reputación' }).getByText(/^Nivel /).waitFor();
        await waitForReports(page);
        const { scrollWidth, clientWidth } = await horizontalOverflow(page);
        expect(scrollWidth, `document width at ${width} px`).toBeLessThanOrEqual(clientWidth);
        await expectNoAxeViolationsWithFrames(page, `/eiffel at ${width} px`);

        if (width < 992) {
          // The phone: no side panel; the header's button opens the menu as a drawer.
          expect(await page.getByRole('complementary', { name: 'Panel lateral' }).count()).toBe(0);
          await page.getByRole('button', { name: 'Abrir menú' }).click();
          const drawer = page.getByRole('dialog', { name: 'Menú' });
          await expectDialogFits(drawer, 'the menu drawer');
          await mainMenu(page).getByRole('link', { name: 'Inicio' }).waitFor();
          const drawerBox = await drawer.boundingBox();
          expect(drawerBox!.x + drawerBox!.width).toBeLessThanOrEqual(width);
          await expectNoAxeViolationsWithFrames(page, 'menu drawer at 360 px');
          await mainMenu(page).getByRole('link', { name: 'Mi cuenta' }).click();
          await page.waitForURL('**/user/myAccount');
          await drawer.waitFor({ state: 'hidden' });
          const after = await horizontalOverflow(page);
          expect(after.scrollWidth, 'my account width at 360 px').toBeLessThanOrEqual(after.clientWidth);
        } else {
          const panel = page.getByRole('complementary', { name: 'Panel lateral' });
          expect(Math.round((await panel.boundingBox())!.width)).toBe(260);
          await mainMenu(page).getByRole('link', { name: 'Inicio' }).waitFor();
          const main = await page.getByRole('main').boundingBox();
          expect(main!.width).toBeLessThanOrEqual(1440);

          // Collapsed to 80 px, an entry's name shows in a bubble to the right of the entry that
          // reaches out of the panel: fixed to the viewport, the panel's clipping does not cut it.
          await page.getByRole('button', { name: 'Contraer menú' }).click();
          await page.waitForFunction(() => Math.round(document.querySelector('aside[aria-label="Panel lateral"]')!.getBoundingClientRect().width) === 80);
          const home = mainMenu(page).getByRole('link', { name: 'Inicio' });
          await home.hover();
          const bubble = page.locator('span[aria-hidden="true"]', { hasText: /^Inicio$/ });
          await bubble.waitFor();
          const bubbleBox = await bubble.boundingBox();
          const homeBox = await home.boundingBox();
          const miniPanel = await panel.boundingBox();
          expect(bubbleBox!.x).toBeGreaterThanOrEqual(homeBox!.x + homeBox!.width);
          expect(bubbleBox!.x + bubbleBox!.width).toBeGreaterThan(miniPanel!.x + miniPanel!.width);
          expect(await bubble.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
          await page.getByRole('button', { name: 'Expandir menú' }).click();
        }
      },
      { width, height },
    );
  });

  // Shared state from here on: each test creates its own data and undoes its effect on the others.

  it('renders a notification carrying an XSS payload without running any script', async () => {
    const admin = await demoSession(baseUrl, demo.admin);
    const seller = await demoSession(baseUrl, demo.seller);
    const label = `Aviso de prueba ${Date.now()}`;
    const created = await api<{ id: number; config: { content: string } }>(baseUrl, admin.accessToken, 'POST', '/user-notification', {
      label,
      icon: 'megaphone',
      size: 's',
      sellerIds: [seller.jwtPayload.seller_id],
      config: {
        content:
          '<p>Revisa tu <a href="javascript:window.__xss=3">panel</a>.</p><img src=x alt="" onerror="window.__xss=1">' +
          '<script>window.__xss=2</script><svg onload="window.__xss=4"></svg>',
      },
    });
    try {
      // The server stored it sanitised.
      expect(created.config.content).not.toMatch(/<script|onerror|onload|javascript:/i);
      await withSignedInPage(demo.seller, '/eiffel', async (page) => {
        const bell = page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ });
        await bell.click();
        const list = page.getByRole('dialog', { name: 'Notificaciones' });
        await expectDialogFits(list, 'the notifications list');
        // Dispatched to the item (its own handler runs): on a busy machine Playwright's pointer
        // simulation can land while the list is still opening, and the click is lost.
        await list.getByRole('button', { name: new RegExp(label) }).dispatchEvent('click');
        const modal = page.getByRole('dialog', { name: label });
        await modal.getByText('Revisa tu').waitFor();
        await expectDialogFits(modal, 'the notification modal');
        const html = await modal.innerHTML();
        expect(html).not.toMatch(/<script|onerror|onload|javascript:/i);
        expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
        await expectNoAxeViolationsWithFrames(page, 'notification modal');
        await modal.getByRole('button', { name: 'Cerrar' }).click();
        await modal.waitFor({ state: 'hidden' });
        // Opened: the bell's count went down by one and the flag stays on the server.
        const mine = await api<{ data: { id: number; opened: boolean }[] }>(baseUrl, seller.accessToken, 'GET', '/user-notification');
        expect(mine.data.find((notification) => notification.id === created.id)?.opened).toBe(true);
        expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      });
    } finally {
      await api(baseUrl, admin.accessToken, 'DELETE', `/user-notification/${created.id}`);
    }
  });

  it('blocks the seller with a new mandatory terms version until accepted, and stores the acceptance', async () => {
    const admin = await demoSession(baseUrl, demo.admin);
    const seller = await demoSession(baseUrl, demo.seller);
    const title = `Términos y Condiciones para Sellers, versión de prueba ${Date.now()}`;
    const terms = await api<{ id: number; version: number; exception: number }>(baseUrl, admin.accessToken, 'POST', '/document', {
      key: 'terminos-y-condiciones',
      title,
      contentType: 'html',
      html: '<h2>Cambios</h2><p>Actualizamos las condiciones de despacho y de pago a sellers.</p>',
      startDate: santiagoDayPlus(0),
      endDate: null,
      approvalLimitDate: santiagoDayPlus(30),
      exception: 0,
    });
    try {
      await withPage(async (page) => {
        // The moment the modal first appears, measured in the page (ms since navigation start).
        await page.context().addInitScript(() => {
          const seen = () => {
            const w = window as unknown as { __termsShownAt?: number };
            if (w.__termsShownAt === undefined && document.querySelector('[role="alertdialog"]')) w.__termsShownAt = performance.now();
          };
          new MutationObserver(seen).observe(document, { childList: true, subtree: true });
        });
        await storeSession(page.context(), seller.accessToken);
        await page.goto('/eiffel');
        const modal = page.getByRole('alertdialog', { name: title });
        await modal.waitFor({ timeout: 15_000 });
        await expectDialogFits(modal, 'the mandatory terms');
        const shownAt = await page.evaluate(() => (window as unknown as { __termsShownAt?: number }).__termsShownAt);
        expect(shownAt, 'shown 1 s after load').toBeGreaterThanOrEqual(1000);
        expect(shownAt).toBeLessThan(6000);
        await modal.getByText('Actualizamos las condiciones').waitFor();
        // Mandatory: "Cerrar sesión" is the other action, and nothing else closes it.
        await modal.getByRole('link', { name: 'Cerrar sesión' }).waitFor();
        expect(await modal.getByRole('button', { name: 'Revisar más tarde' }).count()).toBe(0);
        await expectNoAxeViolationsWithFrames(page, 'mandatory terms modal');
        await page.keyboard.press('Escape');
        await page.mouse.click(5, 5);
        // Two frames: whatever the key and the click changed has been drawn (a closing dialog is 'closed' at once).
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await modal.getAttribute('data-state'), 'still open after Escape and a click outside').toBe('open');
        expect(await modal.isVisible(), 'still shown after Escape and a click outside').toBe(true);

        // The page reloads after the acceptance (the marker goes with the old document); the modal does not come back.
        await page.evaluate(() => ((window as unknown as { __beforeAccept?: boolean }).__beforeAccept = true));
        await modal.getByRole('button', { name: 'Aceptar' }).click();
        await page.waitForFunction(() => !(window as unknown as { __beforeAccept?: boolean }).__beforeAccept, undefined, { timeout: 15_000 });
        // Settled: the terms check after the reload answered nothing pending, and the tour decided.
        const settled = async () => {
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.locator('[data-terms-phase="clear"]').waitFor({ state: 'attached', timeout: 15_000 });
          await page.locator('[data-tour-phase="closed"]').waitFor({ state: 'attached', timeout: 15_000 });
        };
        await settled();
        expect(await page.getByRole('alertdialog').count()).toBe(0);
        await page.reload();
        await settled();
        expect(await page.getByRole('alertdialog').count()).toBe(0);
      });

      const acceptances = await api<{ data: { termsId: number; userEmail: string }[] }>(baseUrl, seller.accessToken, 'GET', '/document-seller/acceptances');
      expect(acceptances.data.find((record) => record.termsId === terms.id)?.userEmail).toBe(demo.seller);
      const check = await api<true | { id: number }[]>(baseUrl, seller.accessToken, 'GET', '/document-seller/check');
      expect(check === true || !check.some((pending) => pending.id === terms.id)).toBe(true);
    } finally {
      // The other demo seller accepts it too, so no later test is blocked by this version.
      const other = await demoSession(baseUrl, demo.newSeller);
      await api(baseUrl, other.accessToken, 'GET', `/document/approve/${terms.id}`);
    }
  });
});
