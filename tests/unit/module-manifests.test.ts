/**
 * The modules' manifests (modules/<folder>/routes.json): what their validation refuses, that every
 * folder's passes it, and that the lists built from them (the server's module switches, the menu)
 * hold the keys written here.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkModuleFolders, readModuleFolders, type ModuleFolder } from '../../scripts/modules/folders.ts';
import { MENU_ITEMS } from '../../shared/access/menu.ts';
import { moduleRoutesSchema, type ModulePermissions, type ModuleRoutes } from '../../shared/modules/moduleFiles.ts';
import { moduleOfPath, mountedModuleOfPath } from '../../shared/modules/registry.ts';
import { MODULE_REGISTRY } from '../../shared/modules/registry.generated.ts';
import { PORTAL_MODULES } from '../../server/services-status/modules.ts';

const MODULES_DIR = path.resolve(import.meta.dirname, '../../modules');

const manifest = (overrides: Partial<ModuleRoutes> = {}): ModuleRoutes => ({
  key: 'things',
  names: { 'es-CL': 'Cosas', en: 'Things' },
  released: true,
  permissions: 'permissions.json',
  menu: [{ id: 'things', path: '/things', order: 900 }],
  routes: [{ path: '/things' }, { path: '/things/$thingId', entity: 'thing', params: { thingId: 'positiveInt32' } }],
  ...overrides,
});

const issues = (value: unknown): string[] => {
  const result = moduleRoutesSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a manifest', () => {
  it('is accepted when whole', () => {
    expect(issues(manifest())).toEqual([]);
  });

  it.each<[string, Partial<ModuleRoutes> | Record<string, unknown>, string]>([
    ['a route outside its key', { routes: [{ path: '/other' }] }, 'a route of the module must be under /things'],
    ['a route whose key is only a prefix of the segment', { routes: [{ path: '/thingsx' }] }, 'a route of the module must be under /things'],
    ['a parameter without kind', { routes: [{ path: '/things/$thingId' }] }, '$thingId has no kind in params'],
    ['a kind for no segment', { routes: [{ path: '/things', params: { thingId: 'uuid' } }] }, 'thingId is no segment of /things'],
    ['an entity on a literal segment', { routes: [{ path: '/things/new', entity: 'thing' }] }, 'an entity names the last segment, which must be a parameter'],
    ['a route declared twice', { routes: [{ path: '/things' }, { path: '/things' }] }, '/things is declared twice'],
    ['a menu entry outside its key', { menu: [{ id: 'things', path: '/other', order: 1 }] }, 'a menu entry of the module must open a path under /things'],
  ])('refuses %s', (_, overrides, message) => {
    expect(issues(manifest(overrides as Partial<ModuleRoutes>))).toContain(message);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown parameter kind', { routes: [{ path: '/things/$thingId', params: { thingId: 'integer' } }] }],
    ['an empty set of words', { routes: [{ path: '/things/$thingId', params: { thingId: { oneOf: [] } } }] }],
    ['a key that is no path segment', { key: 'Things' }],
    ['a menu group that does not exist', { menu: [{ id: 'things', path: '/things', order: 1, group: 'stock' }] }],
    ['a field it does not know', { prefix: 'things' }],
    ['no routes', { routes: [] }],
    ['no menu entry (the first is where its "not found" leads)', { menu: [] }],
    ['a missing released flag', { released: undefined }],
  ])('refuses %s', (_, overrides) => {
    expect(issues({ ...manifest(), ...overrides })).not.toEqual([]);
  });
});

describe('the modules together', () => {
  const permissions: ModulePermissions = { routes: [{ path: '/things', lists: ['admin'] }], operations: {} };
  const folder = (name: string, routes: ModuleRoutes, rules: ModulePermissions = permissions): ModuleFolder => ({ name, dir: `/x/${name}`, entry: `/x/${name}/entry.tsx`, routes, permissions: rules });

  it('refuses a menu entry whose path the permissions file does not rule', () => {
    const rules: ModulePermissions = { routes: [{ path: '/things/mine', lists: ['admin'] }], operations: {} };
    expect(() => checkModuleFolders([folder('things', manifest(), rules)])).toThrow('the menu entry things opens /things, which permissions.json does not rule');
  });

  it('refuses a key, a menu id or a menu place used twice', () => {
    const other = (overrides: Partial<ModuleRoutes>) => folder('others', manifest({ key: 'others', menu: [{ id: 'others', path: '/others', order: 901 }], routes: [{ path: '/others' }], ...overrides }), { routes: [{ path: '/others', lists: ['admin'] }], operations: {} });
    expect(() => checkModuleFolders([folder('things', manifest()), other({ key: 'things', menu: [], routes: [{ path: '/things' }] })])).toThrow('key used twice: things');
    expect(() => checkModuleFolders([folder('things', manifest()), other({ menu: [{ id: 'things', path: '/others', order: 901 }] })])).toThrow('menu id used twice: things');
    expect(() => checkModuleFolders([folder('things', manifest()), other({ menu: [{ id: 'others', path: '/others', order: 900 }] })])).toThrow('menu order used twice: 900');
  });

  it('names the file of a malformed manifest when the folders are read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'modules-'));
    mkdirSync(path.join(dir, 'things'));
    writeFileSync(path.join(dir, 'things/entry.tsx'), '');
    writeFileSync(path.join(dir, 'things/routes.json'), JSON.stringify(manifest({ routes: [{ path: '/things/$thingId' }] })));
    writeFileSync(path.join(dir, 'things/permissions.json'), JSON.stringify(permissions));
    expect(() => readModuleFolders(dir)).toThrow(/^modules\/things\/routes\.json: .*\$thingId has no kind in params/s);
  });

  it("reads every folder of modules/, each under its one key", () => {
    const folders = readModuleFolders(MODULES_DIR);
    expect(folders.map((each) => [each.name, each.routes.key])).toEqual([
      ['applications', 'applications'],
      ['catalogApproval', 'catalog-approval'],
      ['documents', 'documents'],
      ['invoices', 'invoice'],
      ['learningGuides', 'learning-guides'],
      ['moduleSwitches', 'modules'],
      ['orders', 'orders'],
      ['pim', 'pim'],
      ['returns', 'returns'],
      ['rules', 'rules'],
      ['sellers', 'sellers'],
      ['shipments', 'shipments'],
      ['stock', 'stock'],
      ['users', 'users'],
    ]);
  });

  it('finds the module of a path by its key', () => {
    expect(moduleOfPath('/learning-guides/orders')?.folder).toBe('learningGuides');
    expect(moduleOfPath('/invoice/reportError?x=1')?.folder).toBe('invoices');
    expect(moduleOfPath('/invoices')).toBeUndefined();
    expect(moduleOfPath('/learningGuides')).toBeUndefined();
  });

  it('mounts only the modules a build releases: one still being built keeps its "not available yet" page', () => {
    expect(mountedModuleOfPath('/stock/levels/4')?.folder).toBe('stock');
    expect(mountedModuleOfPath('/orders/2026-000123')?.folder).toBe('orders');
    const stockBeingBuilt = (module: { key: string }) => module.key !== 'stock';
    expect(mountedModuleOfPath('/stock', stockBeingBuilt)).toBeUndefined();
    expect(mountedModuleOfPath('/orders', stockBeingBuilt)?.folder).toBe('orders');
    expect(mountedModuleOfPath('/reports')).toBeUndefined();
  });
});

describe('the lists built from the manifests', () => {
  it("the server's module switches are the portal's own, those not built yet and every module's, by key", () => {
    expect(PORTAL_MODULES.map((module) => module.key).sort()).toEqual([
      'applications', 'campaigns', 'catalog-approval', 'documents', 'eiffel', 'finance', 'helper', 'invoice', 'learning-guides', 'logistics', 'metrics',
      'modules', 'orders', 'pim', 'reports', 'reputation', 'returns', 'rules', 'sellers', 'shipments', 'stock', 'users',
    ]);
    expect(PORTAL_MODULES.filter((module) => module.released).map((module) => module.key).sort()).toEqual([
      'applications', 'catalog-approval', 'documents', 'eiffel', 'invoice', 'learning-guides', 'modules', 'orders', 'pim', 'reputation', 'returns', 'rules', 'sellers', 'shipments', 'stock', 'users',
    ]);
    expect(PORTAL_MODULES.find((module) => module.key === 'invoice')?.name).toBe('Boletas');
    expect(PORTAL_MODULES.find((module) => module.key === 'learning-guides')?.name).toBe('Guías de aprendizaje');
    expect(PORTAL_MODULES.find((module) => module.key === 'modules')?.name).toBe('Módulos');
  });

  it('the menu holds every module entry the manifests declare, under the module key of its path', () => {
    const fromModules = MENU_ITEMS.filter((item) => MODULE_REGISTRY.some((module) => module.key === item.moduleKey)).map((item) => [item.id, item.moduleKey, item.parentId]);
    expect(fromModules).toEqual([
      ['pim', 'pim', null],
      ['catalogApproval', 'catalog-approval', null],
      ['returns', 'returns', 'sales'],
      ['invoices', 'invoice', 'sales'],
      ['orders', 'orders', 'sales'],
      ['shipments', 'shipments', null],
      ['stock', 'stock', null],
      ['epv', 'shipments', null],
      ['existences', 'stock', null],
      ['sellers', 'sellers', 'configuration'],
      ['applications', 'applications', 'configuration'],
      ['documents', 'documents', 'configuration'],
      ['rules', 'rules', 'configuration'],
      ['learningGuides', 'learning-guides', 'configuration'],
      ['users', 'users', 'configuration'],
      ['pimConfiguration', 'pim', 'configuration'],
      ['csReturns', 'returns', 'configuration'],
      ['moduleSwitches', 'modules', 'configuration'],
      ['spid35Orders', 'orders', 'spid35'],
      ['spid35Stock', 'stock', 'spid35'],
    ]);
  });
});
