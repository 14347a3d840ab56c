/**
 * The route matcher every module's entry asks (shared/modules/matchRoute.ts) with the routes of its
 * manifest: which paths open which route, with what parameters, and which are refused. The paths
 * and the answers are written here, as the modules' own expressions accepted and refused them.
 */
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../shared/modules/matchRoute.ts';
import { matchModuleRoute } from '../../shared/modules/moduleRoutes.ts';

describe('a positive int32 id (orders, returns, sellers, users)', () => {
  it.each([
    ['/orders', { route: '/orders', params: {} }],
    ['/orders/', { route: '/orders', params: {} }],
    ['/orders/12', { route: '/orders/$orderId', params: { orderId: 12 } }],
    ['/orders/12/', { route: '/orders/$orderId', params: { orderId: 12 } }],
    ['/orders/1', { route: '/orders/$orderId', params: { orderId: 1 } }],
    ['/orders/2147483647', { route: '/orders/$orderId', params: { orderId: 2_147_483_647 } }],
    // Spid35's orders, a menu entry of the orders module with a page of its own.
    ['/orders/spid35', { route: '/orders/spid35', params: {} }],
  ])('%s opens %o', (path, expected) => {
    expect(matchModuleRoute('orders', path)).toEqual(expected);
  });

  it.each(['/orders/0', '/orders/2147483648', '/orders/99999999999', '/orders/abc', '/orders/012', '/orders/-5', '/orders/+5', '/orders/1e3', '/orders/12//', '/orders//12', '/orders/12/edit', '/orders/spid35/1', '/ordersx', 'orders/12', ''])(
    '%s opens nothing',
    (path) => {
      expect(matchModuleRoute('orders', path)).toBeNull();
    },
  );

  it('reads the same rule in every module with an int32 id', () => {
    expect(matchModuleRoute('returns', '/returns/7')).toEqual({ route: '/returns/$returnId', params: { returnId: 7 } });
    expect(matchModuleRoute('returns', '/returns/0')).toBeNull();
    expect(matchModuleRoute('sellers', '/sellers/2147483647')).toEqual({ route: '/sellers/$sellerId', params: { sellerId: 2_147_483_647 } });
    expect(matchModuleRoute('sellers', '/sellers/2147483648')).toBeNull();
    expect(matchModuleRoute('users', '/users/5/edit')).toEqual({ route: '/users/$userId/edit', params: { userId: 5 } });
    expect(matchModuleRoute('users', '/users/0/edit')).toBeNull();
    expect(matchModuleRoute('users', '/users/5/history')).toBeNull();
  });
});

describe('literal routes beside parameters', () => {
  it('prefers a literal segment to a parameter, whatever the order of the manifest', () => {
    expect(matchModuleRoute('users', '/users/new')).toEqual({ route: '/users/new', params: {} });
    expect(matchModuleRoute('returns', '/returns/customer-service/')).toEqual({ route: '/returns/customer-service', params: {} });
    const routes = [{ path: '/things/$id', params: { id: 'positiveInt32' } }, { path: '/things/new' }] as const;
    expect(matchRoute(routes, '/things/new')).toEqual({ route: '/things/new', params: {} });
  });

  it('answers the literal pages of the modules without parameters', () => {
    expect(matchModuleRoute('documents', '/documents')).toEqual({ route: '/documents', params: {} });
    expect(matchModuleRoute('documents', '/documents/terms/new/')).toEqual({ route: '/documents/terms/new', params: {} });
    expect(matchModuleRoute('documents', '/documents/terms/old')).toBeNull();
    expect(matchModuleRoute('invoice', '/invoice/reportError')).toEqual({ route: '/invoice/reportError', params: {} });
    expect(matchModuleRoute('invoice', '/invoice/reporterror')).toBeNull();
    expect(matchModuleRoute('modules', '/modules/')).toEqual({ route: '/modules', params: {} });
    expect(matchModuleRoute('modules', '/modules/orders')).toBeNull();
    expect(matchModuleRoute('rules', '/rules')).toEqual({ route: '/rules', params: {} });
    expect(matchModuleRoute('rules', '/rules/2')).toBeNull();
  });
});

describe('a UUID (applications)', () => {
  const id = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

  it('opens an application by its UUID in any case, read lower-cased', () => {
    expect(matchModuleRoute('applications', `/applications/${id}`)).toEqual({ route: '/applications/$applicationId', params: { applicationId: id } });
    expect(matchModuleRoute('applications', `/applications/${id.toUpperCase()}/`)).toEqual({ route: '/applications/$applicationId', params: { applicationId: id } });
  });

  it.each(['/applications/abc', '/applications/12', `/applications/${id}/edit`, `/applications/${id.slice(1)}`, `/applications/${id}x`])('%s opens nothing', (path) => {
    expect(matchModuleRoute('applications', path)).toBeNull();
  });
});

describe('one of a closed set of words (learning guides)', () => {
  it.each(['orders', 'stock', 'pim', 'finance', 'reports', 'metrics'])('opens the guide of %s and its ratings', (section) => {
    expect(matchModuleRoute('learning-guides', `/learning-guides/${section}`)).toEqual({ route: '/learning-guides/$module', params: { module: section } });
    expect(matchModuleRoute('learning-guides', `/learning-guides/${section}/ratings`)).toEqual({ route: '/learning-guides/$module/ratings', params: { module: section } });
  });

  it.each(['/learning-guides/returns', '/learning-guides/Orders', '/learning-guides/orders/edit', '/learning-guides/orders/ratings/2'])('%s opens nothing', (path) => {
    expect(matchModuleRoute('learning-guides', path)).toBeNull();
  });
});

describe('a route that answers every path under it (shipments EPV)', () => {
  it.each(['/shipments/epv', '/shipments/epv/', '/shipments/epv/manifest', '/shipments/epv/a/b'])('%s opens EPV', (path) => {
    expect(matchModuleRoute('shipments', path)).toEqual({ route: '/shipments/epv', params: {} });
  });

  it.each(['/shipments/epvx', '/shipments/otra', '/shipments/12'])('%s opens nothing', (path) => {
    expect(matchModuleRoute('shipments', path)).toBeNull();
  });
});
