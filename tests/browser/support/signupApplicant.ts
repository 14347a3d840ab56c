/**
 * A seller applicant of the sign-up wizard (/registrate-ahora) with realistic Chilean data, and the
 * steps a person takes to fill each page of the wizard: fields found by role and visible Spanish
 * label, inside the headed block they belong to (several blocks share "Nombre", "Región"...).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatRut, isNaturalPersonRut, isValidRut } from '../../../shared/onboarding/rut.ts';

export interface Person {
  rut: string;
  firstNames: string;
  firstLastName: string;
  secondLastName: string;
  address: string;
  commune: string;
}

export interface Applicant {
  /** The company RUT as a person types it (no dots, no hyphen). */
  rut: string;
  businessName: string;
  companyName: string;
  notificationEmail: string;
  commercial: { firstName: string; lastName: string; email: string; position: string; phone: string };
  finance: { firstName: string; lastName: string; email: string; position: string; phone: string };
  postSale: { firstName: string; lastName: string; email: string; position: string; phone: string };
  partner: Person;
  representative: Person;
  bank: { name: string; accountType: string; accountNumber: string };
  warehouse: { name: string; address: string; commune: string };
  warehouseContact: { firstName: string; lastName: string; email: string; position: string; phone: string };
}

export const REGION = 'Metropolitana de Santiago';
export const ACTIVITY_SEARCH = 'ferreter';
export const ACTIVITY = /VENTA AL POR MENOR DE ARTÍCULOS DE FERRETERÍA/;
export const ACTIVITY_CODE = '475201';
export const PROOF_FILE_NAME = 'comprobante-cuenta.pdf';

/** A small, well-formed one-page PDF: what a bank's account certificate download looks like. */
export function proofPdf(): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    '4 0 obj << /Length 58 >> stream\nBT /F1 12 Tf 24 100 Td (Certificado de cuenta corriente) Tj ET\nendstream endobj',
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += `${object}\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * One applicant per test: the company RUT, commercial name and commercial e-mail must be unused,
 * so each test passes its own company. RUTs are checked here so a typo fails loudly.
 */
export function applicant(company: { rut: string; businessName: string; companyName: string; domain: string }): Applicant {
  const { rut, businessName, companyName, domain } = company;
  const partner: Person = {
    rut: '123456785',
    firstNames: 'María José',
    firstLastName: 'González',
    secondLastName: 'Muñoz',
    address: 'Avenida Providencia 1208',
    commune: 'Providencia',
  };
  const representative: Person = {
    rut: '156789011',
    firstNames: 'Juan Pablo',
    firstLastName: 'Rojas',
    secondLastName: 'Soto',
    address: 'Irarrázaval 2450',
    commune: 'Ñuñoa',
  };
  if (!isValidRut(rut) || isNaturalPersonRut(rut)) throw new Error(`${rut} is not a valid company RUT`);
  for (const person of [partner, representative]) {
    if (!isNaturalPersonRut(person.rut)) throw new Error(`${person.rut} is not a natural person's RUT`);
  }
  return {
    rut,
    businessName,
    companyName,
    notificationEmail: `ventas@${domain}`,
    commercial: { firstName: 'Camila', lastName: 'Fuentes', email: `comercial@${domain}`, position: 'Jefa comercial', phone: '912345678' },
    finance: { firstName: 'Rodrigo', lastName: 'Pérez', email: `finanzas@${domain}`, position: 'Contador', phone: '223456789' },
    postSale: { firstName: 'Valentina', lastName: 'Araya', email: `postventa@${domain}`, position: 'Encargada de postventa', phone: '987654321' },
    partner,
    representative,
    bank: { name: 'Banco de Chile', accountType: 'Cuenta Corriente', accountNumber: '0012345678' },
    warehouse: { name: 'Bodega Quilicura', address: 'Avenida Lo Echevers 550', commune: 'Quilicura' },
    warehouseContact: { firstName: 'Pedro', lastName: 'Castillo', email: `bodega@${domain}`, position: 'Jefe de bodega', phone: '976543210' },
  };
}

/** The company RUT as the wizard and the summary show it (76.543.210-3). */
export const shownRut = (rut: string) => formatRut(rut);

/** A text box (input, e-mail, phone, textarea) by its visible label. */
export const textbox = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });
/** A native select by its visible label. */
export const select = (scope: Page | Locator, label: string) => scope.getByRole('combobox', { name: label, exact: true });
export const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The step on screen, by its h2. */
export async function expectStep(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
  // A step whose chunk is still on its way shows a loading status first.
  await page.getByText('Cargando el paso…').waitFor({ state: 'hidden' });
}

export async function next(page: Page, nextStep: string): Promise<void> {
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expectStep(page, nextStep);
}

/** Picks a region, then the commune once the region's communes have loaded. */
async function chooseRegionAndCommune(scope: Locator, commune: string) {
  await select(scope, 'Región').selectOption({ label: REGION });
  const communes = select(scope, 'Comuna');
  await expect.poll(() => communes.isEnabled()).toBe(true);
  await communes.selectOption({ label: commune });
}

/** The economic activity, found through the picker by typing part of its name. */
export async function chooseActivity(page: Page): Promise<void> {
  const picker = page.getByRole('combobox', { name: 'Código de actividad económica' });
  await picker.click();
  await picker.pressSequentially(ACTIVITY_SEARCH);
  await page.getByRole('option', { name: ACTIVITY }).click();
  await expect.poll(() => picker.inputValue()).toMatch(ACTIVITY);
}

/** Ticks a product category as a person does, by clicking its name beside the box. */
async function tickCategory(products: Locator, name: string) {
  const categories = products.getByRole('group', { name: 'Categorías de productos' });
  await categories.getByText(name, { exact: true }).click();
  await expect.poll(() => categories.getByRole('checkbox', { name, exact: true }).isChecked()).toBe(true);
}

/** Step 0, the company information block only (commercial name, legal name, RUT, society type, activity). */
export async function fillCompanyInfo(page: Page, a: Applicant): Promise<void> {
  const info = block(page, 'Información de la empresa');
  await textbox(info, 'Nombre comercial').fill(a.businessName);
  await textbox(info, 'Razón social').fill(a.companyName);
  await textbox(info, 'RUT de la empresa').pressSequentially(a.rut);
  await expect.poll(() => textbox(info, 'RUT de la empresa').inputValue()).toBe(shownRut(a.rut));
  await select(info, 'Tipo de sociedad').selectOption({ label: 'S.P.A.' });
  await chooseActivity(page);
}

/** Step 0: company, head office, products. */
export async function fillCompanyStep(page: Page, a: Applicant): Promise<void> {
  await fillCompanyInfo(page, a);

  const headOffice = block(page, 'Dirección casa matriz');
  await textbox(headOffice, 'Dirección').fill('Avenida Apoquindo 4501, oficina 1203');
  await chooseRegionAndCommune(headOffice, 'Las Condes');
  await textbox(headOffice, 'Código postal').fill('7550000');

  const products = block(page, 'Sobre tus productos');
  await select(products, 'Modo de carga de productos').selectOption({ label: 'Carga directa' });
  await textbox(products, 'Cantidad de productos').fill('350');
  await tickCategory(products, 'Ferretería');
  await tickCategory(products, 'Herramientas');
  await select(products, 'Categoría principal').selectOption({ label: 'Ferretería' });
  await textbox(products, '¿Por qué quieres vender con nosotros?').fill(
    'Queremos llegar con nuestras herramientas y artículos de ferretería a clientes de todo Chile.',
  );
}

async function fillArea(scope: Locator, area: Applicant['commercial'], confirmation = true) {
  await textbox(scope, 'Nombre').fill(area.firstName);
  await textbox(scope, 'Apellido').fill(area.lastName);
  await textbox(scope, 'Correo electrónico').fill(area.email);
  if (confirmation) await textbox(scope, 'Confirmar correo electrónico').fill(area.email);
  await textbox(scope, 'Cargo').fill(area.position);
  await textbox(scope, 'Teléfono').fill(area.phone);
}

/** Step 1, the notification e-mail and the commercial area only. */
export async function fillContactStart(page: Page, a: Applicant): Promise<void> {
  const notification = block(page, 'Información de notificaciones');
  await textbox(notification, 'Correo electrónico').fill(a.notificationEmail);
  await textbox(notification, 'Confirmar correo electrónico').fill(a.notificationEmail);
  await fillArea(block(page, 'Área comercial'), a.commercial);
}

/** Step 1: notifications, commercial, finance and post-sale contacts. */
export async function fillContactStep(page: Page, a: Applicant): Promise<void> {
  await fillContactStart(page, a);
  await fillArea(block(page, 'Área de finanzas'), a.finance);
  await fillArea(block(page, 'Área de postventa'), a.postSale, false);
}

async function fillPerson(scope: Locator, person: Person) {
  await select(scope, 'Tipo de persona o sociedad').selectOption({ label: 'Persona natural' });
  await textbox(scope, 'RUT').fill(person.rut);
  await textbox(scope, 'Nombres').fill(person.firstNames);
  await textbox(scope, 'Primer apellido').fill(person.firstLastName);
  await textbox(scope, 'Segundo apellido').fill(person.secondLastName);
  await select(scope, 'Nacionalidad').selectOption({ label: 'CHILE' });
  await textbox(scope, 'Dirección').fill(person.address);
  await chooseRegionAndCommune(scope, person.commune);
}

/** Step 2: an S.P.A. has one partner (a natural person) and the legal representative. */
export async function fillLegalStep(page: Page, a: Applicant): Promise<void> {
  await fillPerson(block(page, 'Socio 1'), a.partner);
  await expect(await block(page, 'Socio 2').count(), 'an S.P.A. has no second partner block').toBe(0);
  await fillPerson(block(page, 'Representante legal'), a.representative);
}

/** Step 3: bank, account and the PDF proof. */
export async function fillBankStep(page: Page, a: Applicant): Promise<void> {
  const bank = block(page, 'Datos bancarios');
  await select(bank, 'Banco').selectOption({ label: a.bank.name });
  await select(bank, 'Tipo de cuenta').selectOption({ label: a.bank.accountType });
  await textbox(bank, 'Número de cuenta').fill(a.bank.accountNumber);
  await bank.getByLabel('Comprobante de la cuenta').setInputFiles({ name: PROOF_FILE_NAME, mimeType: 'application/pdf', buffer: proofPdf() });
  await bank.getByText(`Archivo: ${PROOF_FILE_NAME}`).waitFor();
}

/** Step 4: the warehouse, its contact, and technical service. */
export async function fillLogisticStep(page: Page, a: Applicant): Promise<void> {
  const warehouse = block(page, 'Bodega');
  await textbox(warehouse, 'Nombre de la bodega').fill(a.warehouse.name);
  await textbox(warehouse, 'Número de nodo').fill('N-1024');
  await textbox(warehouse, 'Dirección de la bodega').fill(a.warehouse.address);
  await chooseRegionAndCommune(warehouse, a.warehouse.commune);
  await fillArea(block(page, 'Contacto de bodega'), a.warehouseContact);
  // The switch is pressed as a person does, on its label; the answer is then written beside it.
  const technicalService = block(page, 'Servicio técnico');
  await technicalService.getByText('¿Cuentas con servicio técnico?', { exact: true }).click();
  await expect.poll(() => technicalService.getByRole('checkbox', { name: '¿Cuentas con servicio técnico?' }).isChecked()).toBe(true);
  await technicalService.getByText('Sí', { exact: true }).waitFor();
}
