import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContractsDir, loadContracts } from '../../server/openapi/contracts.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let adminToken: string;
const fixtureDirs: string[] = [];
beforeAll(async () => {
  t = await openTestApp();
  adminToken = await t.login('admin@demo.cl');
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
  await Promise.all(fixtureDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A folder of contracts; `files` may use the folder's path (for relative refs). */
async function contractsFolder(files: Record<string, string> | ((dir: string) => Record<string, string>)): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-contracts-'));
  fixtureDirs.push(dir);
  for (const [name, text] of Object.entries(typeof files === 'function' ? files(dir) : files)) await writeFile(path.join(dir, name), text);
  return dir;
}

const realCommon = path.join(defaultContractsDir, 'common.yaml');

describe('the contract loader', () => {
  it('loads every openapi/*.yaml but common.yaml, with every $ref resolved', async () => {
    const files = (await readdir(defaultContractsDir)).filter((file) => file.endsWith('.yaml') && file !== 'common.yaml');
    const operations = loadContracts();
    expect(new Set(operations.map((operation) => operation.contract))).toEqual(new Set(files));
    expect(JSON.stringify(operations)).not.toContain('"$ref"');
    const login = operations.find((operation) => operation.operationId === 'login')!;
    expect(login.responses['429']?.content?.['application/json']?.schema).toMatchObject({ required: ['statusCode', 'code', 'message'] });
  });

  it('registers every operation as a route', () => {
    for (const operation of t.app.portal.operations) {
      expect(t.app.hasRoute({ method: operation.method.toUpperCase() as 'GET', url: operation.url }), operation.operationId).toBe(true);
    }
  });

  // Every operation of the portal's contracts is built; an operation added to a contract without its
  // handler would answer 501 (the synthetic contract below shows that answer) and fails here first.
  it('has a handler for every contract operation', () => {
    const pending = t.app.portal.operations.filter((operation) => !t.app.portal.implementedOperations.includes(operation.operationId));
    expect(pending.map((operation) => operation.operationId)).toEqual([]);
  });

  it('reads a contract folder with cross-file refs, path-level parameters and security', async () => {
    const dir = await contractsFolder((folder) => ({
      'widgets.yaml': `
openapi: 3.1.0
info: { title: widgets, version: 1.0.0 }
security:
  - bearer: []
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
  schemas:
    Widget:
      type: object
      additionalProperties: false
      required: [id]
      properties:
        id: { type: integer }
paths:
  /widgets/{widgetId}/parts/{partId}:
    parameters:
      - { name: widgetId, in: path, required: true, schema: { type: integer } }
    get:
      operationId: getWidgetPart
      parameters:
        - { name: partId, in: path, required: true, schema: { type: string } }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Widget' }
        '501': { $ref: '${path.relative(folder, realCommon)}#/components/responses/NotImplemented' }
  /widgets:
    get:
      operationId: listWidgets
      security: []
      responses:
        '200': { description: ok }
`,
    }));
    const [part, list] = loadContracts(dir);
    expect(part).toMatchObject({ operationId: 'getWidgetPart', url: '/widgets/:widgetId/parts/:partId', access: { kind: 'bearer' } });
    expect(part!.parameters.map((parameter) => parameter.name)).toEqual(['widgetId', 'partId']);
    expect(part!.responses['501']?.content?.['application/json']?.schema).toMatchObject({ type: 'object', required: ['statusCode', 'code', 'message'] });
    expect(list).toMatchObject({ operationId: 'listWidgets', access: { kind: 'public' } });

    const app = await openTestApp({ sharedDatabase: t.testDatabase, contractsDir: dir });
    try {
      expect((await app.request({ method: 'GET', url: '/widgets/1/parts/a' })).statusCode).toBe(401);
      // An operation the access table does not name is refused to everyone, admins included: it fails closed.
      const unlisted = await app.request({ method: 'GET', url: '/widgets/1/parts/a', token: adminToken });
      expect(unlisted.statusCode).toBe(403);
      expect(unlisted.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
      expect((await app.request({ method: 'GET', url: '/widgets' })).json().message).toBe('listWidgets is not available yet');
    } finally {
      await app.close();
    }
  });

  it('answers 501 for operations whose security scheme it cannot enforce', async () => {
    const dir = await contractsFolder({
      'keys.yaml': `
openapi: 3.1.0
info: { title: keys, version: 1.0.0 }
components:
  securitySchemes:
    apiKey: { type: apiKey, in: header, name: x-api-key }
paths:
  /keys:
    get:
      operationId: listKeys
      security: [{ apiKey: [] }]
      responses:
        '200': { description: ok }
`,
    });
    expect(loadContracts(dir)[0]?.access).toEqual({ kind: 'unsupported', schemes: ['apiKey'] });
  });

  it('refuses circular refs and duplicate operation ids', async () => {
    const circular = await contractsFolder({
      'loop.yaml': `
openapi: 3.1.0
info: { title: loop, version: 1.0.0 }
components:
  schemas:
    A: { $ref: '#/components/schemas/B' }
    B: { $ref: '#/components/schemas/A' }
paths: {}
`,
    });
    expect(() => loadContracts(circular)).toThrow(/Circular \$ref/);

    const operation = (id: string, url: string) => `
openapi: 3.1.0
info: { title: ${id}, version: 1.0.0 }
paths:
  ${url}:
    get:
      operationId: sameId
      responses: { '200': { description: ok } }
`;
    const duplicate = await contractsFolder({ 'a.yaml': operation('a', '/a'), 'b.yaml': operation('b', '/b') });
    expect(() => loadContracts(duplicate)).toThrow(/operationId sameId appears in a.yaml and b.yaml/);

    const dangling = await contractsFolder({ 'd.yaml': operation('d', '/d').replace("{ description: ok }", "{ $ref: './common.yaml#/components/responses/Nope' }") });
    expect(() => loadContracts(dangling)).toThrow();
  });
});
