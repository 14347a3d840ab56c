/**
 * The sign-up steps' views, each rendered with a real, running step form:
 * every field labelled in Spanish under its block's heading, errors only once a field is touched,
 * what typing and pasting keep, the legal step's blocks by society type, the proof file, the
 * warehouse's region and commune names, and the confirmation's upper-cased summary.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { emptySignupData, type FormStepKey, type SignupData } from '../../shared/onboarding/steps.ts';
import { BankStep } from '../../src/views/signup/steps/BankStep.tsx';
import { CompanyStep } from '../../src/views/signup/steps/CompanyStep.tsx';
import { ContactStep } from '../../src/views/signup/steps/ContactStep.tsx';
import { LegalStep } from '../../src/views/signup/steps/LegalStep.tsx';
import { LogisticStep } from '../../src/views/signup/steps/LogisticStep.tsx';
import { ConfirmationStep } from '../../src/views/signup/steps/ConfirmationStep.tsx';
import { stepViews } from '../../src/views/signup/steps/index.ts';
import { axeViolations } from '../support/axe.ts';
import { errorText, formValue, renderSignup, startStepForm } from './signupSteps.support.tsx';

const section = (name: string) => screen.getByRole('region', { name });
const textbox = (name: string, within_: HTMLElement = document.body) => within(within_).getByRole('textbox', { name });
const select = (name: string, within_: HTMLElement = document.body) => within(within_).getByRole('combobox', { name });
const invalidControls = (container: HTMLElement) => container.querySelectorAll('[aria-invalid="true"]');

describe('company step', () => {
  const renderCompany = () => {
    const form = startStepForm('company');
    return { form, ...renderSignup(<CompanyStep form={form} />) };
  };

  it('labels every field under its block, each marked required', async () => {
    renderCompany();
    const info = section('Información de la empresa');
    for (const name of ['Nombre comercial', 'Razón social', 'RUT de la empresa']) expect(textbox(name, info)).toBeRequired();
    expect(select('Tipo de sociedad', info)).toBeRequired();
    expect(within(select('Tipo de sociedad', info)).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Selecciona una opción',
      'S.A.',
      'L.T.D.A.',
      'S.P.A.',
      'E.I.R.L',
      'Fundación',
    ]);
    const headOffice = section('Dirección casa matriz');
    expect(textbox('Dirección', headOffice)).toBeRequired();
    expect(select('Región', headOffice)).toBeRequired();
    expect(select('Comuna', headOffice)).toBeRequired();
    expect(textbox('Código postal', headOffice)).toBeRequired();
    const products = section('Sobre tus productos');
    expect(select('Modo de carga de productos', products)).toBeRequired();
    expect(textbox('Cantidad de productos', products)).toBeRequired();
    expect(within(products).getByRole('group', { name: 'Categorías de productos' })).toBeInTheDocument();
    expect(select('Categoría principal', products)).toBeRequired();
    expect(textbox('¿Por qué quieres vender con nosotros?', products)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Más información: Nombre comercial' })).toBeInTheDocument();
  });

  it('shows an error only once its field is touched', async () => {
    const { user, container } = renderCompany();
    expect(invalidControls(container)).toHaveLength(0);
    expect(screen.queryByText(errorText('required'))).not.toBeInTheDocument();

    await user.click(textbox('Razón social'));
    await user.tab();
    expect(textbox('Razón social')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Razón social')).toHaveAccessibleDescription(errorText('required'));
    expect(textbox('Nombre comercial')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(errorText('required'))).toHaveLength(1);

    await user.type(textbox('Razón social'), 'Comercial Andes');
    expect(textbox('Razón social')).toHaveAccessibleDescription(errorText('invalidCompanyName'));
    await user.type(textbox('Razón social'), ' S.P.A.');
    expect(textbox('Razón social')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps only digits in the postal code and the product count, typed or pasted, up to 7', async () => {
    const { user, form } = renderCompany();
    await user.type(textbox('Código postal'), '75a-00 000 12');
    expect(textbox('Código postal')).toHaveValue('7500000');
    expect(formValue(form, 'companyHeadAddressRegionsCodePostal')).toBe('7500000');

    await user.click(textbox('Cantidad de productos'));
    await user.paste('1.234.567,89');
    expect(textbox('Cantidad de productos')).toHaveValue('1234567');
  });

  it('cuts the commercial name at 150 characters, and the address keeps address characters', async () => {
    const { user, form } = renderCompany();
    await user.click(textbox('Nombre comercial'));
    await user.paste('T'.repeat(200));
    expect(formValue(form, 'businessName')).toHaveLength(150);

    await user.click(textbox('Dirección'));
    await user.paste('Av. Providencia 1234, of. 5 <script>');
    expect(textbox('Dirección')).toHaveValue('Av. Providencia 1234, of. 5 script');
  });

  it('offers the ticked categories as the main one, and unticking the main one empties it', async () => {
    const { user, form } = renderCompany();
    const categories = screen.getByRole('group', { name: 'Categorías de productos' });
    const main = select('Categoría principal');
    expect(within(main).getAllByRole('option').map((option) => option.textContent)).toEqual(['Marca primero tus categorías']);

    await user.click(within(categories).getByRole('checkbox', { name: 'Muebles' }));
    await user.click(within(categories).getByRole('checkbox', { name: 'Otro' }));
    expect(formValue(form, 'categoriesSellers')).toBe('muebles,otro');
    expect(within(main).getAllByRole('option').map((option) => option.textContent)).toEqual(['Selecciona una opción', 'Muebles', 'Otro']);

    await user.selectOptions(main, 'Muebles');
    expect(formValue(form, 'oneCategoriesSellers')).toBe('muebles');
    await user.click(within(categories).getByRole('checkbox', { name: 'Muebles' }));
    expect(formValue(form, 'categoriesSellers')).toBe('otro');
    expect(formValue(form, 'oneCategoriesSellers')).toBe('');
  });

  it('shows every error after a refused Next, without axe violations', async () => {
    const { form, container } = renderCompany();
    act(() => form.send({ type: 'form.attempt' }));
    await waitFor(() => expect(textbox('Nombre comercial')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(screen.getByRole('group', { name: 'Categorías de productos' })).getByText(errorText('selectAtLeastOne'))).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    // 65 category boxes: axe takes a while on that DOM in jsdom.
  }, 30_000);
});

describe('contact step', () => {
  const renderContact = () => {
    const form = startStepForm('contact');
    return { form, ...renderSignup(<ContactStep form={form} />) };
  };

  it('has the notification block and three areas, post-sale without an e-mail confirmation', () => {
    renderContact();
    const notification = section('Información de notificaciones');
    expect(textbox('Correo electrónico', notification)).toBeRequired();
    expect(textbox('Confirmar correo electrónico', notification)).toBeRequired();
    for (const area of ['Área comercial', 'Área de finanzas', 'Área de postventa']) {
      const block = section(area);
      for (const name of ['Nombre', 'Apellido', 'Correo electrónico', 'Cargo', 'Teléfono']) expect(textbox(name, block)).toBeRequired();
      expect(within(block).getByText('+56')).toBeVisible();
      expect(within(block).getByRole('button', { name: 'Más información: Teléfono' })).toBeInTheDocument();
      const confirmations = within(block).queryAllByRole('textbox', { name: 'Confirmar correo electrónico' });
      expect(confirmations).toHaveLength(area === 'Área de postventa' ? 0 : 1);
    }
  });

  it('keeps 9 digits in a phone, and letters and spaces in a name, typed or pasted', async () => {
    const { user, form } = renderContact();
    const commercial = section('Área comercial');
    await user.type(textbox('Teléfono', commercial), '9 8765-4321 0');
    expect(textbox('Teléfono', commercial)).toHaveValue('987654321');
    expect(formValue(form, 'comertialAreaPhone')).toBe('987654321');

    await user.click(textbox('Nombre', commercial));
    await user.paste('Ana123 María!');
    expect(textbox('Nombre', commercial)).toHaveValue('Ana María');

    await user.click(textbox('Correo electrónico', commercial));
    await user.paste(' ana @tienda.cl ');
    expect(formValue(form, 'comertialAreaEmail')).toBe('ana@tienda.cl');
  });

  it('says when a confirmation differs from its e-mail, once touched', async () => {
    const { user } = renderContact();
    const finance = section('Área de finanzas');
    await user.type(textbox('Correo electrónico', finance), 'pagos@tienda.cl');
    await user.type(textbox('Confirmar correo electrónico', finance), 'pago@tienda.cl');
    expect(textbox('Confirmar correo electrónico', finance)).toHaveAccessibleDescription(errorText('emailsDoNotMatch'));
    expect(textbox('Correo electrónico', finance)).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(textbox('Teléfono', finance), '812345678');
    await user.tab();
    expect(textbox('Teléfono', finance)).toHaveAccessibleDescription(errorText('invalidPhone'));
  });

  it('has no axe violations with every error shown', async () => {
    const { form, container } = renderContact();
    act(() => form.send({ type: 'form.attempt' }));
    await waitFor(() => expect(invalidControls(container).length).toBeGreaterThan(0));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('legal step', () => {
  const renderLegal = (companySocietyType: string) => {
    const form = startStepForm('legal', { company: { societyType: companySocietyType, rutNumber: '76.086.428-5' } });
    return { form, ...renderSignup(<LegalStep form={form} />) };
  };

  it.each([
    ['SA', true],
    ['LTDA', true],
    ['SPA', false],
    ['EIRL', false],
    ['FUNDACION', false],
  ])('for a company of type %s shows the second partner: %s', (type, shown) => {
    renderLegal(type);
    expect(section('Socio 1')).toBeInTheDocument();
    expect(section('Representante legal')).toBeInTheDocument();
    if (shown) expect(section('Socio 2')).toBeInTheDocument();
    else expect(screen.queryByRole('region', { name: 'Socio 2' })).not.toBeInTheDocument();
  });

  it("explains partner 1: five options, an alert and the RUT's tooltip", () => {
    renderLegal('SPA');
    const partner = section('Socio 1');
    expect(within(partner).getAllByRole('listitem')).toHaveLength(5);
    expect(within(partner).getByText('El RUT de cada socio debe ser distinto del RUT de la empresa.')).toBeInTheDocument();
    expect(within(partner).getByRole('button', { name: /^Más información: RUT/ })).toBeInTheDocument();
  });

  it('switches the fields between a natural person and a company, emptying the names', async () => {
    const { user, form } = renderLegal('SPA');
    const partner = section('Socio 1');
    expect(textbox('Razón social', partner)).toBeRequired();
    expect(within(partner).queryByRole('textbox', { name: 'Nombres' })).not.toBeInTheDocument();

    await user.selectOptions(select('Tipo de persona o sociedad', partner), 'Persona natural');
    for (const name of ['RUT', 'Nombres', 'Primer apellido', 'Segundo apellido', 'Dirección']) expect(textbox(name, partner)).toBeRequired();
    expect(within(partner).queryByRole('textbox', { name: 'Razón social' })).not.toBeInTheDocument();
    expect(select('Nacionalidad', partner)).toBeRequired();

    await user.type(textbox('Primer apellido', partner), 'Pérez');
    await user.selectOptions(select('Tipo de persona o sociedad', partner), 'S.A.');
    expect(formValue(form, 'PartherOne.first')).toBe('');
    expect(textbox('RUT de la sociedad', partner)).toBeInTheDocument();
    expect(textbox('Razón social', partner)).toBeInTheDocument();
  });

  it('filters names on typing and paste, and formats the RUT once longer than 7', async () => {
    const { user, form } = renderLegal('SPA');
    const representative = section('Representante legal');
    await user.selectOptions(select('Tipo de persona o sociedad', representative), 'Persona natural');
    await user.click(textbox('Nombres', representative));
    await user.paste('José2 Ignacio_');
    expect(textbox('Nombres', representative)).toHaveValue('José Ignacio');

    await user.type(textbox('RUT', representative), '1234567');
    expect(textbox('RUT', representative)).toHaveValue('1234567');
    await user.type(textbox('RUT', representative), '85');
    expect(textbox('RUT', representative)).toHaveValue('12.345.678-5');
    expect(formValue(form, 'Representative.rutNumber')).toBe('12.345.678-5');
  });

  it("refuses the company's own RUT for a partner, once touched", async () => {
    const { user } = renderLegal('SPA');
    const partner = section('Socio 1');
    await user.selectOptions(select('Tipo de persona o sociedad', partner), 'Persona natural');
    expect(textbox('RUT', partner)).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(textbox('RUT', partner), '760864285');
    await user.tab();
    expect(textbox('RUT', partner)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('RUT', partner)).toHaveAccessibleDescription(expect.stringContaining(errorText('rutRepeated')));
  });

  it('has no axe violations with both partners and every error shown', async () => {
    const { form, container } = renderLegal('SA');
    act(() => form.send({ type: 'form.attempt' }));
    await waitFor(() => expect(invalidControls(container).length).toBeGreaterThan(0));
    expect(await axeViolations(container)).toEqual([]);
    // Three blocks with a country list each: axe takes a while on that DOM in jsdom.
  }, 60_000);
});

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const PDF_BYTES = [...new TextEncoder().encode('%PDF-1.7\n')];

describe('bank step', () => {
  const renderBank = () => {
    const form = startStepForm('bank');
    return { form, ...renderSignup(<BankStep form={form} />) };
  };
  const proofInput = () => screen.getByLabelText(/^Comprobante de la cuenta/) as HTMLInputElement;

  it('labels the bank, the account and the proof', () => {
    renderBank();
    const bank = section('Datos bancarios');
    expect(select('Banco', bank)).toBeRequired();
    expect(within(select('Banco', bank)).getByRole('option', { name: 'Banco de Chile' })).toBeInTheDocument();
    expect(within(select('Tipo de cuenta', bank)).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Selecciona una opción',
      'Cuenta Corriente',
      'Cuenta Vista',
      'Cuenta de Ahorro',
    ]);
    expect(textbox('Número de cuenta', bank)).toBeRequired();
    expect(proofInput()).toHaveAttribute('type', 'file');
    expect(proofInput()).toHaveAccessibleDescription('Un archivo PNG, JPG o PDF de hasta 3 MB.');
  });

  it('keeps 20 digits of a pasted account number', async () => {
    const { user, form } = renderBank();
    await user.click(textbox('Número de cuenta'));
    await user.paste('12-34 5678.90123456789012');
    expect(formValue(form, 'accountNumber')).toBe('12345678901234567890');
  });

  it('reads a real PNG into the form, shows its name and size, and removes it', async () => {
    const { user, form } = renderBank();
    await user.upload(proofInput(), new File([new Uint8Array(PNG_BYTES)], 'cartola.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByText(/^Archivo: cartola\.png \(12/)).toBeInTheDocument());
    expect(formValue(form, 'proofFile')).toEqual({
      fileName: 'cartola.png',
      contentType: 'image/png',
      size: 12,
      contentBase64: btoa(String.fromCharCode(...PNG_BYTES)),
    });

    await user.click(screen.getByRole('button', { name: 'Quitar archivo' }));
    expect(formValue(form, 'proofFile')).toBeNull();
    expect(screen.queryByText(/^Archivo:/)).not.toBeInTheDocument();
    expect(proofInput()).toHaveAccessibleDescription(expect.stringContaining(errorText('fileRequired')));
  });

  it('refuses a file whose content is not what its name says, and one over 3 MB', async () => {
    const { user, form } = renderBank();
    await user.upload(proofInput(), new File([new Uint8Array(PDF_BYTES)], 'cartola.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByText(errorText('invalidFileType'))).toBeInTheDocument());
    expect(formValue(form, 'proofFile')).toBeNull();

    await user.upload(proofInput(), new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'cartola.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByText(errorText('fileTooLarge'))).toBeInTheDocument());
    expect(formValue(form, 'proofFile')).toBeNull();

    await user.upload(proofInput(), new File([new Uint8Array(PDF_BYTES)], 'cartola.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByText(/^Archivo: cartola\.pdf/)).toBeInTheDocument());
    expect(screen.queryByText(errorText('fileTooLarge'))).not.toBeInTheDocument();
  });
});

describe('logistic step', () => {
  const renderLogistic = () => {
    const form = startStepForm('logistic');
    return { form, ...renderSignup(<LogisticStep form={form} />) };
  };

  it('has the info toast, the warehouse, its contact and the technical service', () => {
    renderLogistic();
    expect(screen.getByText(/^La bodega es el lugar desde donde despacharás/)).toBeInTheDocument();
    const warehouse = section('Bodega');
    expect(textbox('Nombre de la bodega', warehouse)).toBeRequired();
    expect(textbox('Número de nodo', warehouse)).not.toBeRequired();
    expect(textbox('Dirección de la bodega', warehouse)).toBeRequired();
    expect(within(warehouse).getByRole('button', { name: 'Más información: Nombre de la bodega' })).toBeInTheDocument();
    expect(within(warehouse).getByRole('button', { name: 'Más información: Número de nodo' })).toBeInTheDocument();
    const contact = section('Contacto de bodega');
    for (const name of ['Nombre', 'Apellido', 'Correo electrónico', 'Confirmar correo electrónico', 'Cargo', 'Teléfono']) {
      expect(textbox(name, contact)).toBeRequired();
    }
    expect(within(contact).getByText('+56')).toBeVisible();
  });

  it('stores the names of the chosen region and commune with their codes', async () => {
    const { user, form } = renderLogistic();
    await user.selectOptions(select('Región'), 'Metropolitana de Santiago');
    expect(formValue(form, 'regionWarehouse')).toBe('13');
    expect(formValue(form, 'nameRegion')).toBe('Metropolitana de Santiago');
    await waitFor(() => expect(select('Comuna')).toBeEnabled());
    await user.selectOptions(select('Comuna'), 'Providencia');
    expect(formValue(form, 'communeWarehouse')).toBe('13123');
    expect(formValue(form, 'nameComune')).toBe('Providencia');

    await user.selectOptions(select('Región'), 'Valparaíso');
    expect(formValue(form, 'nameRegion')).toBe('Valparaíso');
    expect(formValue(form, 'communeWarehouse')).toBe('');
    expect(formValue(form, 'nameComune')).toBe('');
  });

  it('turns technical service on and off', async () => {
    const { user, form } = renderLogistic();
    const toggle = screen.getByRole('checkbox', { name: '¿Cuentas con servicio técnico?' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(formValue(form, 'technicalService')).toBe(true);
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(formValue(form, 'technicalService')).toBe(false);
  });

  it('has no axe violations with every error shown', async () => {
    const { form, container } = renderLogistic();
    act(() => form.send({ type: 'form.attempt' }));
    await waitFor(() => expect(invalidControls(container).length).toBeGreaterThan(0));
    expect(await axeViolations(container)).toEqual([]);
  });
});

const APPLICATION: SignupData = {
  company: {
    ...emptySignupData.company,
    businessName: 'Tienda Andes',
    companyName: 'Comercial Andes S.P.A.',
    rutNumber: '760864285',
    societyType: 'SPA',
    codeUploadFile: '479100',
    codeUploadFileLabel: 'Venta al por menor por correo, por internet',
  },
  contact: {
    ...emptySignupData.contact,
    notificationInfoEmail: 'ventas@tiendaandes.cl',
    comertialAreaName: 'María José',
    comertialAreaSecondName: 'Núñez',
    comertialAreaEmail: 'comercial@tiendaandes.cl',
    comertialAreaCharge: 'Gerente comercial',
    comertialAreaPhone: '912345678',
    financeAreaEmail: 'finanzas@tiendaandes.cl',
    financeAreaPhone: '223456789',
  },
  legal: emptySignupData.legal,
  bank: { bankChooseBank: '001', bankType: 'corriente', accountNumber: '00123456789', proofFile: null },
  logistic: {
    ...emptySignupData.logistic,
    addressWarehouse: 'Av. Américo Vespucio 1501',
    regionWarehouse: '13',
    communeWarehouse: '13123',
    nameRegion: 'Metropolitana de Santiago',
    nameComune: 'Providencia',
    emailWarehouse: 'bodega@tiendaandes.cl',
    phoneWarehouse: '987654321',
  },
};

describe('confirmation step', () => {
  const term = (block: HTMLElement, name: string) => {
    const dt = within(block).getByText(name, { selector: 'dt' });
    return dt.nextElementSibling?.textContent;
  };

  it('warns, and summarises every field upper-cased with the RUT formatted and names for codes', () => {
    renderSignup(<ConfirmationStep data={APPLICATION} />);
    expect(screen.getByText(/^Revisa que tus datos estén correctos/)).toBeInTheDocument();

    const company = section('Empresa');
    expect(term(company, 'Razón social')).toBe('COMERCIAL ANDES S.P.A.');
    expect(term(company, 'RUT')).toBe('76.086.428-5');
    expect(term(company, 'Código de actividad económica')).toBe('479100');
    expect(term(company, 'Nombre comercial')).toBe('TIENDA ANDES');
    expect(term(company, 'Tipo de sociedad')).toBe('S.P.A.');
    expect(term(section('Ventas'), 'Correo para notificaciones de ventas')).toBe('VENTAS@TIENDAANDES.CL');

    const commercial = section('Área comercial');
    expect(term(commercial, 'Nombre')).toBe('MARÍA JOSÉ');
    expect(term(commercial, 'Apellido')).toBe('NÚÑEZ');
    expect(term(commercial, 'Correo electrónico')).toBe('COMERCIAL@TIENDAANDES.CL');
    expect(term(commercial, 'Cargo')).toBe('GERENTE COMERCIAL');
    expect(term(commercial, 'Teléfono')).toBe('+56 912345678');

    const finance = section('Área de finanzas');
    expect(term(finance, 'Correo electrónico')).toBe('FINANZAS@TIENDAANDES.CL');
    expect(term(finance, 'Teléfono')).toBe('+56 223456789');

    const bank = section('Datos bancarios');
    expect(term(bank, 'Banco')).toBe('BANCO DE CHILE');
    expect(term(bank, 'Número de cuenta')).toBe('00123456789');
    expect(term(bank, 'Tipo de cuenta')).toBe('CUENTA CORRIENTE');

    const warehouse = section('Bodega');
    expect(term(warehouse, 'Dirección de la bodega')).toBe('AV. AMÉRICO VESPUCIO 1501');
    expect(term(warehouse, 'Región')).toBe('METROPOLITANA DE SANTIAGO');
    expect(term(warehouse, 'Comuna')).toBe('PROVIDENCIA');

    const representative = section('Representante de bodega');
    expect(term(representative, 'Correo electrónico')).toBe('BODEGA@TIENDAANDES.CL');
    expect(term(representative, 'Teléfono')).toBe('+56 987654321');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('has no axe violations', async () => {
    const { container } = renderSignup(<ConfirmationStep data={APPLICATION} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('step views', () => {
  // The company step comes with the wizard; the others arrive as chunks of their own.
  it.each<[FormStepKey, string]>([
    ['company', 'Información de la empresa'],
    ['contact', 'Información de notificaciones'],
    ['legal', 'Socio 1'],
    ['bank', 'Datos bancarios'],
    ['logistic', 'Bodega'],
  ])('maps the %s step to its view', async (step, heading) => {
    const StepView = stepViews[step];
    renderSignup(
      <Suspense fallback={null}>
        <StepView form={startStepForm(step)} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
  });
});
