/**
 * The sign-up wizard (/registrate-ahora) as an applicant meets it, in Debian's Chromium against the
 * production build and the real server: all six steps with realistic Chilean data up to the success
 * screen (and the application stored once), a server failure and its retry (stored once thanks to the
 * Idempotency-Key), and a reload mid-wizard that restores the draft. axe checks every step visited;
 * no CSP violation or page error may happen anywhere.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { expectNoAxeViolations, launchChromium, openPage } from './support/chromium.ts';
import { apiLogin, demo } from './support/demo.ts';
import {
  ACTIVITY,
  ACTIVITY_CODE,
  applicant,
  expectStep,
  fillBankStep,
  fillCompanyStep,
  fillContactStart,
  fillContactStep,
  fillLegalStep,
  fillLogisticStep,
  block,
  next,
  REGION,
  select,
  textbox,
  shownRut,
  type Applicant,
} from './support/signupApplicant.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(run: (page: Page) => Promise<void>) {
  const { page, problems, close } = await openPage(browser, baseUrl);
  try {
    await run(page);
    expect(problems, 'CSP violations or page errors').toEqual([]);
  } finally {
    await close();
  }
}

interface ApplicationSummary {
  id: string;
  businessName: string;
  companyName: string;
  documentNumber: string;
  societyType: string;
  commercialEmail: string;
}

/** The applications an admin finds for `q` (a RUT or a name) through the admin API. */
async function applicationsFor(q: string): Promise<{ data: ApplicationSummary[]; total: number }> {
  const { accessToken } = await apiLogin(baseUrl, demo.admin);
  const response = await fetch(`${baseUrl}/v1/onboarding/applications?${new URLSearchParams({ q })}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: ApplicationSummary[]; total: number };
}

async function expectStoredOnce(a: Applicant) {
  const found = await applicationsFor(a.rut);
  expect(found.total).toBe(1);
  expect(found.data).toEqual([
    expect.objectContaining({
      documentNumber: a.rut,
      businessName: a.businessName,
      companyName: a.companyName,
      societyType: 'SPA',
      commercialEmail: a.commercial.email,
    }),
  ]);
}

/** The text of a native select's chosen option, as the person sees it. */
const shownOption = (select: HTMLSelectElement | HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.text ?? '';

async function openWizard(page: Page) {
  await page.goto('/registrate-ahora');
  await page.getByRole('heading', { level: 1, name: 'Sé parte del marketplace' }).waitFor();
  await expectStep(page, 'Empresa');
}

/** Steps 0 to 4, each checked by axe once filled, ending on the confirmation summary. */
async function fillEveryStep(page: Page, a: Applicant) {
  await openWizard(page);
  await expectNoAxeViolations(page, 'step 0 (Empresa), empty');
  await fillCompanyStep(page, a);
  await expectNoAxeViolations(page, 'step 0 (Empresa), filled');

  await next(page, 'Contacto');
  await fillContactStep(page, a);
  await expectNoAxeViolations(page, 'step 1 (Contacto)');

  await next(page, 'Legal');
  await fillLegalStep(page, a);
  await expectNoAxeViolations(page, 'step 2 (Legal)');

  await next(page, 'Banco');
  await fillBankStep(page, a);
  await expectNoAxeViolations(page, 'step 3 (Banco)');

  await next(page, 'Logística');
  await fillLogisticStep(page, a);
  await expectNoAxeViolations(page, 'step 4 (Logística)');

  await next(page, 'Confirmación');
  const company = page.getByRole('region', { name: 'Empresa', exact: true });
  await company.getByText(shownRut(a.rut), { exact: true }).waitFor();
  await company.getByText(a.companyName.toLocaleUpperCase('es-CL'), { exact: true }).waitFor();
  await company.getByText(a.businessName.toLocaleUpperCase('es-CL'), { exact: true }).waitFor();
  await company.getByText(ACTIVITY_CODE, { exact: true }).waitFor();
  await page.getByRole('region', { name: 'Datos bancarios' }).getByText('BANCO DE CHILE', { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'step 5 (Confirmación)');
}

async function expectSuccess(page: Page, a: Applicant) {
  await page.getByRole('heading', { level: 2, name: '¡Recibimos tu solicitud!' }).waitFor();
  await expect.poll(() => page.getByText(/Enviamos un resumen de los datos ingresados a/).textContent()).toContain(a.commercial.email);
  await page.getByRole('link', { name: 'Ir al inicio de sesión' }).waitFor();
  await expectNoAxeViolations(page, 'success screen');
}

describe('sign-up wizard', () => {
  it('takes a new applicant through the six steps to the success screen and stores the application once', async () => {
    const a = applicant({
      rut: '765432103',
      businessName: 'El Martillo Feliz',
      companyName: 'Comercializadora Los Aromos SpA',
      domain: 'martillofeliz.cl',
    });
    await withPage(async (page) => {
      await fillEveryStep(page, a);
      await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
      await expectSuccess(page, a);
    });
    await expectStoredOnce(a);
  });

  it('shows the fail screen when the answer is lost, and the retry stores exactly one application', async () => {
    const a = applicant({
      rut: '769123458',
      businessName: 'Tornillos del Sur',
      companyName: 'Distribuidora Patagonia SpA',
      domain: 'tornillosdelsur.cl',
    });
    await withPage(async (page) => {
      await fillEveryStep(page, a);

      const keys: string[] = [];
      const recordKey = (request: Request) => {
        if (request.method() === 'POST' && request.url().endsWith('/web-hooks/register-form')) {
          keys.push(request.headers()['idempotency-key'] ?? '');
        }
      };
      page.on('request', recordKey);
      // The first request reaches the server (which stores the application), but its answer never
      // reaches the browser: a proxy in between answers 503 instead.
      const stored: number[] = [];
      await page.route('**/web-hooks/register-form', async (route) => {
        const response = await route.fetch();
        stored.push(response.status());
        await route.fulfill({
          status: 503,
          contentType: 'application/problem+json',
          body: JSON.stringify({ type: 'about:blank', title: 'Service Unavailable', status: 503 }),
        });
      });

      await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'No pudimos enviar tu solicitud' }).waitFor();
      const retry = page.getByRole('button', { name: 'Reintentar', exact: true });
      await retry.waitFor();
      expect(stored).toEqual([201]);
      await expectNoAxeViolations(page, 'fail screen');
      await expectStoredOnce(a);

      await page.unroute('**/web-hooks/register-form');
      await retry.click();
      await expectSuccess(page, a);

      page.off('request', recordKey);
      expect(keys).toHaveLength(2);
      expect(keys[0]).not.toBe('');
      expect(keys[1], 'the retry resends the same Idempotency-Key').toBe(keys[0]);
    });
    await expectStoredOnce(a);
  });

  it('takes the applicant to the answer the server refused, with its message, and sends once it is fixed', async () => {
    const a = applicant({
      rut: '778899000',
      businessName: 'Ferretería La Bisagra',
      companyName: 'Comercial Bisagra SpA',
      domain: 'labisagra.cl',
    });
    await withPage(async (page) => {
      await fillEveryStep(page, a);
      // The first application is refused by a rule the wizard does not know of: the commercial
      // area's position (question 2.7), named as the server names answers.
      const sentPositions: string[] = [];
      await page.route('**/web-hooks/register-form', async (route) => {
        const body = route.request().postDataJSON() as { payload: Array<{ question: string; response: string }> };
        const index = body.payload.findIndex((answer) => answer.question === '2.7');
        sentPositions.push(body.payload[index]!.response);
        if (sentPositions.length > 1) return route.fallback();
        await route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'The application breaks the sign-up rules',
            details: [{ field: `body.payload.${index}.response`, message: 'positionNotAllowed (2.7 Área comercial: cargo)' }],
          }),
        });
      });

      await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
      await expectStep(page, 'Contacto');
      await page.getByRole('alert').filter({ hasText: 'El servidor rechazó un dato de este paso: lo marcamos abajo. Corrígelo y continúa.' }).waitFor();
      const commercial = block(page, 'Área comercial');
      const position = textbox(commercial, 'Cargo');
      await commercial.getByText('El servidor rechazó este dato: revísalo').waitFor();
      expect(await position.getAttribute('aria-invalid')).toBe('true');
      // Nothing typed is lost.
      expect(await position.inputValue()).toBe(a.commercial.position);
      expect(await textbox(block(page, 'Área comercial'), 'Correo electrónico').inputValue()).toBe(a.commercial.email);
      await expectNoAxeViolations(page, 'step 1 (Contacto) with the refused answer');

      // Next is refused until the answer is changed; changing it clears the message.
      await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
      await expectStep(page, 'Contacto');
      await position.fill('Jefa Comercial');
      await expect.poll(() => page.getByText('El servidor rechazó este dato: revísalo').count()).toBe(0);
      await next(page, 'Legal');
      await next(page, 'Banco');
      await next(page, 'Logística');
      await next(page, 'Confirmación');
      await page.getByRole('button', { name: 'Finalizar', exact: true }).click();
      await expectSuccess(page, a);
      expect(sentPositions).toEqual([a.commercial.position, 'Jefa Comercial']);
    });
    await expectStoredOnce(a);
  });

  it('restores the draft after a reload in the middle of the wizard', async () => {
    const a = applicant({
      rut: '771234569',
      businessName: 'Casa del Gasfíter',
      companyName: 'Inversiones Cordillera SpA',
      domain: 'casadelgasfiter.cl',
    });
    await withPage(async (page) => {
      await openWizard(page);
      await fillCompanyStep(page, a);
      await next(page, 'Contacto');
      await fillContactStart(page, a);
      const commercial = page.getByRole('region', { name: 'Área comercial' });
      // The draft is written as the person types: wait until the last value typed is in it.
      await page.waitForFunction(
        (phone) => window.localStorage.getItem('signupDraft')?.includes(`"comertialAreaPhone":"${phone}"`) ?? false,
        a.commercial.phone,
      );

      await page.reload();
      await expectStep(page, 'Contacto');
      await expectNoAxeViolations(page, 'step 1 (Contacto) restored');
      const notification = page.getByRole('region', { name: 'Información de notificaciones' });
      expect(await textbox(notification, 'Correo electrónico').inputValue()).toBe(a.notificationEmail);
      expect(await textbox(notification, 'Confirmar correo electrónico').inputValue()).toBe(a.notificationEmail);
      expect(await textbox(commercial, 'Nombre').inputValue()).toBe(a.commercial.firstName);
      expect(await textbox(commercial, 'Apellido').inputValue()).toBe(a.commercial.lastName);
      expect(await textbox(commercial, 'Correo electrónico').inputValue()).toBe(a.commercial.email);
      expect(await textbox(commercial, 'Cargo').inputValue()).toBe(a.commercial.position);
      expect(await textbox(commercial, 'Teléfono').inputValue()).toBe(a.commercial.phone);
      const finance = page.getByRole('region', { name: 'Área de finanzas' });
      expect(await textbox(finance, 'Nombre').inputValue()).toBe('');

      await page.getByRole('button', { name: 'Atrás', exact: true }).click();
      await expectStep(page, 'Empresa');
      await expectNoAxeViolations(page, 'step 0 (Empresa) restored');
      const info = page.getByRole('region', { name: 'Información de la empresa' });
      expect(await textbox(info, 'Nombre comercial').inputValue()).toBe(a.businessName);
      expect(await textbox(info, 'Razón social').inputValue()).toBe(a.companyName);
      expect(await textbox(info, 'RUT de la empresa').inputValue()).toBe(shownRut(a.rut));
      expect(await select(info, 'Tipo de sociedad').inputValue()).toBe('SPA');
      expect(await page.getByRole('combobox', { name: 'Código de actividad económica' }).inputValue()).toMatch(ACTIVITY);
      const headOffice = page.getByRole('region', { name: 'Dirección casa matriz' });
      expect(await select(headOffice, 'Región').evaluate(shownOption)).toBe(REGION);
      await expect.poll(() => select(headOffice, 'Comuna').evaluate(shownOption)).toBe('Las Condes');
      expect(await textbox(headOffice, 'Código postal').inputValue()).toBe('7550000');
      const products = page.getByRole('region', { name: 'Sobre tus productos' });
      expect(await products.getByRole('checkbox', { name: 'Ferretería', exact: true }).isChecked()).toBe(true);
      expect(await products.getByRole('checkbox', { name: 'Herramientas', exact: true }).isChecked()).toBe(true);
      expect(await products.getByRole('checkbox', { name: 'Audio', exact: true }).isChecked()).toBe(false);

      // The restored step 0 is still valid: Siguiente goes on, with step 1's values still there.
      await next(page, 'Contacto');
      expect(await textbox(commercial, 'Correo electrónico').inputValue()).toBe(a.commercial.email);
    });
  });
});
