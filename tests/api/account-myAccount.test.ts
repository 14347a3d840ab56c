/**
 * /user/myAccount's calls: the user's own data (/auth/me) for every role, the seller's contact and
 * bank data for its own users only, with the form's rules enforced by the server too.
 */
import { describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import type { TestApp } from './harness.ts';
import { openDemoSellersApp } from './support/demo-sellers-app.ts';

let t: TestApp;
let andes: number;
let austral: number;
let tokens: Record<string, string>;
openDemoSellersApp({ seller: 'seller@demo.cl', nuevo: 'nuevo@demo.cl', admin: 'admin@demo.cl', comercial: 'comercial@demo.cl' }, (app) => ({ t, andes, austral, tokens } = app));

const call = (method: 'GET' | 'PUT', url: string, who: string | null, payload?: unknown) =>
  t.request({ method, url, ...(who ? { token: tokens[who] } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });

describe('GET and PUT /auth/me', () => {
  it('answers every role its own data and stores names and phone', async () => {
    const before = await call('GET', '/auth/me', 'comercial');
    expect(before.statusCode).toBe(200);
    expectContract(before, 'getMyProfile');
    expect(before.json()).toMatchObject({ email: 'comercial@demo.cl', role: 'comercial', sellerId: null, phone: null });

    const saved = await call('PUT', '/auth/me', 'comercial', { firstName: '  Javiera ', lastName: 'Muñoz Pérez', phone: '912345678' });
    expect(saved.statusCode).toBe(200);
    expectContract(saved, 'updateMyProfile');
    expect(saved.json()).toMatchObject({ firstName: 'Javiera', lastName: 'Muñoz Pérez', phone: '912345678' });
    expect((await call('GET', '/auth/me', 'comercial')).json()).toMatchObject({ firstName: 'Javiera', phone: '912345678' });
    // The session answers the new name too (the header shows it after a reload).
    expect((await call('GET', '/auth/session', 'comercial')).json()).toMatchObject({ first_name: 'Javiera' });

    const cleared = await call('PUT', '/auth/me', 'comercial', { firstName: 'Javiera', lastName: 'Muñoz Pérez', phone: null });
    expect(cleared.json().phone).toBeNull();
  });

  it('refuses values the form refuses, naming the field and the rule', async () => {
    const refused = await call('PUT', '/auth/me', 'seller', { firstName: 'R2D2', lastName: 'Rojas', phone: '812345678' });
    expect(refused.statusCode).toBe(400);
    expectContract(refused, 'updateMyProfile');
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { field: 'body.firstName', message: 'account.error.nameCharacters' },
        { field: 'body.phone', message: 'account.error.phone' },
      ],
    });
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/auth/me', null)).statusCode).toBe(401);
  });
});

describe('the seller account', () => {
  it('is empty until saved, then holds the contact and bank data with the bank name', async () => {
    const empty = await call('GET', `/sellers/${austral}/account`, 'nuevo');
    expect(empty.statusCode).toBe(200);
    expectContract(empty, 'getSellerAccount');
    expect(empty.json()).toMatchObject({ sellerId: austral, name: 'Emporio Austral Ltda', contactEmail: null, contactPhone: null, bank: null, updatedAt: null });

    const contact = await call('PUT', `/sellers/${austral}/account`, 'nuevo', { contactEmail: ' Ventas@Austral.CL ', contactPhone: '223456789' });
    expect(contact.statusCode).toBe(200);
    expectContract(contact, 'updateSellerContact');
    expect(contact.json()).toMatchObject({ contactEmail: 'ventas@austral.cl', contactPhone: '223456789', bank: null });

    const bank = await call('PUT', `/sellers/${austral}/bank-account`, 'nuevo', { bankCode: '012', accountType: 'vista', accountNumber: '00012345678' });
    expect(bank.statusCode).toBe(200);
    expectContract(bank, 'updateSellerBankAccount');
    expect(bank.json()).toMatchObject({
      contactEmail: 'ventas@austral.cl',
      bank: { bankCode: '012', bankName: 'Banco del Estado de Chile', accountType: 'vista', accountNumber: '00012345678' },
    });
    const changes = await t.db.query<{ account_number: string; changed_by: number | null }>(
      'select account_number, changed_by from seller_bank_account_changes where seller_id = $1',
      [austral],
    );
    expect(changes).toHaveLength(1);
    expect(changes[0]!.changed_by).not.toBeNull();
  });

  it('refuses bank data that breaks the sign-up bank rules or names an unknown bank', async () => {
    const refused = await call('PUT', `/sellers/${andes}/bank-account`, 'seller', { bankCode: '999', accountType: 'plazo', accountNumber: '12-34' });
    expect(refused.statusCode).toBe(400);
    expectContract(refused, 'updateSellerBankAccount');
    expect(refused.json().details).toEqual([
      { field: 'body.bankCode', message: 'account.error.bank' },
      { field: 'body.accountType', message: 'account.error.accountType' },
      { field: 'body.accountNumber', message: 'account.error.digits' },
    ]);
    const contact = await call('PUT', `/sellers/${andes}/account`, 'seller', { contactEmail: 'no-es-correo', contactPhone: '' });
    expect(contact.json().details).toEqual([
      { field: 'body.contactEmail', message: 'validation.email' },
      { field: 'body.contactPhone', message: 'validation.required' },
    ]);
  });

  it('lets a seller touch only its own seller, and admins only read', async () => {
    expect((await call('GET', `/sellers/${austral}/account`, 'seller')).statusCode).toBe(403);
    expect((await call('PUT', `/sellers/${austral}/account`, 'seller', { contactEmail: 'a@b.cl', contactPhone: '912345678' })).statusCode).toBe(403);
    expect((await call('PUT', `/sellers/${austral}/bank-account`, 'seller', { bankCode: '012', accountType: 'vista', accountNumber: '1' })).statusCode).toBe(403);

    const read = await call('GET', `/sellers/${andes}/account`, 'admin');
    expect(read.statusCode).toBe(200);
    expect((await call('GET', '/sellers/999999/account', 'admin')).statusCode).toBe(404);
    const adminBank = await call('PUT', `/sellers/${andes}/bank-account`, 'admin', { bankCode: '012', accountType: 'vista', accountNumber: '1' });
    expect(adminBank.statusCode).toBe(403);
    expectContract(adminBank, 'updateSellerBankAccount');
    expect((await call('PUT', `/sellers/${andes}/account`, 'admin', { contactEmail: 'a@b.cl', contactPhone: '912345678' })).statusCode).toBe(403);
    expect((await call('GET', `/sellers/${andes}/account`, 'comercial')).statusCode).toBe(403);
  });
});
