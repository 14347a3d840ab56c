import { describe, expect, it } from 'vitest';
import { HELP_CENTRE_URL, MENU_ITEMS, menuItemOfPath, visibleMenu, type AccessSubject } from '../../shared/access/menu.ts';
import { ROLES, type Role } from '../../shared/access/roles.ts';
import { PORTAL_MODULES } from '../../server/services-status/modules.ts';
import esMenu from '../../src/i18n/es-CL/menu.ts';
import enMenu from '../../src/i18n/en/menu.ts';

const subject = (role: Role | string, extra: Partial<AccessSubject> = {}): AccessSubject => ({
  role,
  sellerType: null,
  isCollector: false,
  inPublishHistory: false,
  ...extra,
});
const publishedSeller = subject('seller', { sellerType: 'pim', inPublishHistory: true });
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('MENU_ITEMS', () => {
  it('lists the top level from Home to Reports, then Configuration, Spid35 and Help', () => {
    expect(ids(MENU_ITEMS.filter((item) => item.parentId === null))).toEqual([
      'home',
      'reputation',
      'pim',
      'catalogApproval',
      'sales',
      'shipments',
      'stock',
      'epv',
      'finance',
      'account',
      'existences',
      'metrics',
      'campaigns',
      'reports',
      'configuration',
      'spid35',
      'help',
    ]);
  });

  it('groups Sales, Configuration, Finance and Help with their children in order; groups have no path', () => {
    const children = (parentId: string) => ids(MENU_ITEMS.filter((item) => item.parentId === parentId));
    expect(children('sales')).toEqual(['returns', 'invoices', 'orders', 'logistics', 'fulfillment']);
    expect(children('configuration')).toEqual(['sellers', 'applications', 'documents', 'rules', 'learningGuides', 'users', 'pimConfiguration', 'csReturns', 'moduleSwitches']);
    expect(children('finance')).toEqual(['settlements']);
    expect(children('help')).toEqual(['tourGuide', 'helpCentre']);
    for (const group of ['sales', 'configuration', 'finance', 'spid35', 'help']) {
      expect(MENU_ITEMS.find((item) => item.id === group)).toMatchObject({ path: null, parentId: null, moduleKey: null });
    }
  });

  it('has unique ids, parents before children, and every parent is a group', () => {
    expect(new Set(ids([...MENU_ITEMS])).size).toBe(MENU_ITEMS.length);
    MENU_ITEMS.forEach((item, index) => {
      if (item.parentId === null) return;
      const parentIndex = MENU_ITEMS.findIndex((candidate) => candidate.id === item.parentId);
      expect(parentIndex, item.id).toBeGreaterThanOrEqual(0);
      expect(parentIndex, item.id).toBeLessThan(index);
      expect(MENU_ITEMS[parentIndex]?.path, item.id).toBeNull();
    });
  });

  it('names each portal path by its module: the first segment is a services-status key', () => {
    const keys = PORTAL_MODULES.map((module) => module.key as string);
    for (const item of MENU_ITEMS) {
      if (item.path === null || item.blank || item.id === 'account') continue;
      expect(item.moduleKey, item.id).toBe(item.path.split('/')[1]);
      expect(keys, item.id).toContain(item.moduleKey);
    }
    expect(MENU_ITEMS.find((item) => item.id === 'account')).toMatchObject({ path: '/user/myAccount', moduleKey: null });
    expect(MENU_ITEMS.find((item) => item.id === 'helpCentre')).toMatchObject({ path: HELP_CENTRE_URL, blank: true, moduleKey: null });
    expect(MENU_ITEMS.find((item) => item.id === 'tourGuide')?.path).toBe('/helper/tourguide');
    expect(MENU_ITEMS.find((item) => item.id === 'reputation')).toMatchObject({ path: '/reputation', moduleKey: 'reputation', textId: 'menu.reputation' });
  });

  it('has a Spanish and an English text for every item', () => {
    for (const item of MENU_ITEMS) {
      expect(esMenu, item.id).toHaveProperty([item.textId]);
      expect(enMenu, item.id).toHaveProperty([item.textId]);
    }
    expect(Object.keys(esMenu).sort()).toEqual(Object.keys(enMenu).sort());
  });

  it('finds the item of a deeper path by the longest prefix', () => {
    expect(menuItemOfPath('/stock/existences/12?x=1')?.id).toBe('existences');
    expect(menuItemOfPath('/stock/12')?.id).toBe('stock');
    expect(menuItemOfPath('/orders/spid35/')?.id).toBe('spid35Orders');
    expect(menuItemOfPath('/nowhere')).toBeUndefined();
  });
});

describe('visibleMenu', () => {
  it('shows admin every entry but the seller-only ones (reputation, campaigns, tour guide)', () => {
    const visible = ids(visibleMenu(subject('admin')));
    expect(visible).toEqual(ids(MENU_ITEMS.filter((item) => !['reputation', 'campaigns', 'tourGuide'].includes(item.id))));
  });

  it('shows a direct-loading seller in the publish history its list, in menu order', () => {
    expect(ids(visibleMenu(publishedSeller))).toEqual([
      'home',
      'reputation',
      'pim',
      'catalogApproval',
      'sales',
      'returns',
      'invoices',
      'orders',
      'logistics',
      'shipments',
      'stock',
      'epv',
      'finance',
      'settlements',
      'account',
      'existences',
      'metrics',
      'campaigns',
      'reports',
      'help',
      'tourGuide',
      'helpCentre',
    ]);
  });

  it('hides Finance (and its group) and Reputation from a seller not in the publish history', () => {
    const visible = ids(visibleMenu({ ...publishedSeller, inPublishHistory: false }));
    expect(visible).not.toContain('settlements');
    expect(visible).not.toContain('finance');
    expect(visible).not.toContain('reputation');
    expect(visible).toContain('campaigns');
  });

  it('shows Fulfillment to collector sellers only', () => {
    expect(ids(visibleMenu({ ...publishedSeller, isCollector: true }))).toContain('fulfillment');
    expect(ids(visibleMenu(publishedSeller))).not.toContain('fulfillment');
  });

  it('gives integrated sellers (centry, multivende...) the external list: no product or stock loading', () => {
    for (const sellerType of ['centry', 'multivende', 'yuju', 'relbase']) {
      const visible = ids(visibleMenu({ ...publishedSeller, sellerType }));
      expect(visible, sellerType).toEqual(ids(visibleMenu(publishedSeller)).filter((id) => id !== 'pim' && id !== 'stock'));
      expect(visible, sellerType).toContain('existences');
    }
    // Direct loading (pim) and an unknown type keep the seller list.
    expect(ids(visibleMenu({ ...publishedSeller, sellerType: null }))).toEqual(ids(visibleMenu(publishedSeller)));
  });

  it('gives each staff role its own list; collector and publish-history flags do not matter to staff', () => {
    const expected: Record<string, string[]> = {
      customerService: ['home', 'sales', 'returns', 'invoices', 'orders', 'shipments', 'account', 'reports', 'configuration', 'csReturns', 'help', 'helpCentre'],
      catalog: ['home', 'pim', 'catalogApproval', 'account', 'configuration', 'pimConfiguration', 'help', 'helpCentre'],
      comercial: ['home', 'account', 'metrics', 'reports', 'configuration', 'applications', 'rules', 'help', 'helpCentre'],
      logistics: [
        'home',
        'sales',
        'returns',
        'orders',
        'logistics',
        'fulfillment',
        'shipments',
        'stock',
        'epv',
        'account',
        'existences',
        'spid35',
        'spid35Orders',
        'spid35Stock',
        'help',
        'helpCentre',
      ],
      store: ['home', 'sales', 'orders', 'stock', 'account', 'existences', 'spid35', 'spid35Orders', 'spid35Stock', 'help', 'helpCentre'],
      security: ['home', 'account', 'configuration', 'users', 'help', 'helpCentre'],
      sysadmin: ['home', 'account', 'configuration', 'users', 'help', 'helpCentre'],
    };
    for (const [role, visible] of Object.entries(expected)) {
      expect(ids(visibleMenu(subject(role))), role).toEqual(visible);
      expect(ids(visibleMenu(subject(role, { isCollector: true, inPublishHistory: true, sellerType: 'centry' }))), role).toEqual(visible);
    }
  });

  it('never shows reputation, campaigns or the tour guide to anyone but sellers', () => {
    for (const role of ROLES.filter((candidate) => candidate !== 'seller')) {
      const visible = ids(visibleMenu(subject(role, { inPublishHistory: true })));
      expect(visible, role).not.toContain('reputation');
      expect(visible, role).not.toContain('campaigns');
      expect(visible, role).not.toContain('tourGuide');
    }
  });

  it('shows nothing to an unknown role', () => {
    for (const role of ['', 'superuser', 'Admin', 'guest']) expect(visibleMenu(subject(role, { inPublishHistory: true }))).toEqual([]);
  });

  it('keeps a group only when one of its children is visible, and every role sees home and account', () => {
    for (const role of ROLES) {
      for (const variant of [subject(role), subject(role, { isCollector: true, inPublishHistory: true, sellerType: 'centry' })]) {
        const visible = visibleMenu(variant);
        const visibleIds = ids(visible);
        expect(visibleIds, role).toEqual(expect.arrayContaining(['home', 'account', 'helpCentre']));
        for (const item of visible) {
          if (item.path === null) expect(visible.some((child) => child.parentId === item.id), `${role} ${item.id}`).toBe(true);
          if (item.parentId !== null) expect(visibleIds, `${role} ${item.id}`).toContain(item.parentId);
        }
      }
    }
    expect(ids(visibleMenu(subject('security')))).not.toContain('sales');
    expect(ids(visibleMenu(subject('comercial')))).not.toContain('spid35');
  });
});
