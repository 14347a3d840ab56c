import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantedRestrictedOperations } from '../../server/auth/permissions.ts';
import type { Role } from '../../shared/access/roles.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-accounts.ts';
import { expectContract } from './contract.ts';
import { tokenOf } from './documents-support.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
/** One token per demo role. */
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await openTestApp();
  for (const account of DEMO_ACCOUNTS) {
    if (!tokens.has(account.role)) tokens.set(account.role, await tokenOf(t, account.email));
  }
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

const STAFF_ROLES: Role[] = ['customerService', 'catalog', 'comercial', 'logistics', 'store', 'security', 'sysadmin'];

/** Every documents operation, a request for it, and the roles the contract lets through. */
const OPERATIONS: { operationId: string; method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: Record<string, never>; roles: 'all' | string[] }[] = [
  { operationId: 'checkPendingTerms', method: 'GET', url: '/document-seller/check', roles: ['seller'] },
  { operationId: 'approveTerms', method: 'GET', url: '/document/approve/999999', roles: ['seller'] },
  { operationId: 'getTermsFile', method: 'GET', url: '/document/termsfile/terminos-y-condiciones-v1.pdf', roles: 'all' },
  { operationId: 'listTerms', method: 'GET', url: '/document', roles: ['admin'] },
  { operationId: 'createTerms', method: 'POST', url: '/document', payload: {}, roles: ['admin'] },
  { operationId: 'listTermsAtRisk', method: 'GET', url: '/document/at-risk', roles: ['admin'] },
  { operationId: 'listTermsVersionAcceptances', method: 'GET', url: '/document/terms/1/acceptances', roles: ['admin'] },
  { operationId: 'listTermsAcceptances', method: 'GET', url: '/document-seller/acceptances', roles: ['seller', 'admin'] },
  {
    operationId: 'getTermsAcceptanceReceipt',
    method: 'GET',
    url: '/document-seller/acceptances/7b0e3f4c-2a51-4c8e-9a3e-1f6d2c9b8a10/receipt',
    roles: ['seller', 'admin'],
  },
  { operationId: 'listNotifications', method: 'GET', url: '/user-notification', roles: 'all' },
  { operationId: 'createNotification', method: 'POST', url: '/user-notification', payload: {}, roles: ['admin'] },
  { operationId: 'listAllNotifications', method: 'GET', url: '/user-notification/all', roles: ['admin'] },
  { operationId: 'withdrawNotification', method: 'DELETE', url: '/user-notification/999999', roles: ['admin'] },
  { operationId: 'openNotification', method: 'POST', url: '/user-notification/open/999999', roles: 'all' },
];

describe('documents permissions', () => {
  it('cover every operation of openapi/documents.yaml', () => {
    const documents = t.app.portal.operations.filter((operation) => operation.contract === 'documents.yaml').map((operation) => operation.operationId);
    expect(OPERATIONS.map((operation) => operation.operationId).sort()).toEqual([...documents].sort());
    for (const operationId of documents) expect(t.app.portal.implementedOperations).toContain(operationId);
  });

  it('answer 401 without a token or with a bad one, before anything else', async () => {
    for (const operation of OPERATIONS) {
      for (const token of [undefined, 'not-a-token']) {
        const response = await t.request({
          method: operation.method,
          url: operation.url,
          ...(token ? { token } : {}),
          ...(operation.payload !== undefined ? { payload: operation.payload } : {}),
        });
        expect(response.statusCode, operation.operationId).toBe(401);
        expectContract(response, operation.operationId);
      }
    }
  });

  it('answer 403 exactly to the roles the table leaves out, and let the others through', async () => {
    expect(STAFF_ROLES.every((role) => tokens.has(role))).toBe(true);
    for (const operation of OPERATIONS) {
      for (const [role, token] of tokens) {
        const response = await t.request({
          method: operation.method,
          url: operation.url,
          token,
          ...(operation.payload !== undefined ? { payload: operation.payload } : {}),
        });
        const allowed = operation.roles === 'all' || operation.roles.includes(role);
        if (allowed) expect([401, 403, 501], `${operation.operationId} as ${role}: ${response.body}`).not.toContain(response.statusCode);
        else expect(response.statusCode, `${operation.operationId} as ${role}`).toBe(403);
        // The PDF answers have no JSON schema to check (expectContract covers JSON and empty bodies).
        if (response.headers['content-type'] !== 'application/pdf') expectContract(response, operation.operationId);
      }
    }
  });

  it('publish the same grants in the session permissions', () => {
    expect(grantedRestrictedOperations('seller')).toEqual(
      expect.arrayContaining(['approveTerms', 'checkPendingTerms', 'getTermsAcceptanceReceipt', 'listTermsAcceptances']),
    );
    expect(grantedRestrictedOperations('seller')).not.toContain('createNotification');
    expect(grantedRestrictedOperations('admin')).toEqual(
      expect.arrayContaining(['createNotification', 'createTerms', 'listAllNotifications', 'listTerms', 'listTermsAtRisk', 'listTermsVersionAcceptances', 'withdrawNotification']),
    );
    expect(grantedRestrictedOperations('admin')).not.toContain('checkPendingTerms');
    for (const role of STAFF_ROLES) {
      expect(grantedRestrictedOperations(role).filter((operationId) => OPERATIONS.some((operation) => operation.operationId === operationId))).toEqual([]);
    }
  });
});
