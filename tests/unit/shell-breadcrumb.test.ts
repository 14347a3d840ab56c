/**
 * The breadcrumb's entities come from the modules' routes (their `entity`), not from the look of a
 * segment: a segment is named by what its module announced only under a route that declares an
 * entity, and titled routes with parameters title their pages.
 */
import { describe, expect, it } from 'vitest';
import { buildBreadcrumb, type CrumbLabel } from '../../machines/shell/shell.breadcrumb.ts';

const labels = (...args: Parameters<typeof buildBreadcrumb>): [string, CrumbLabel][] => buildBreadcrumb(...args).map((crumb) => [crumb.path, crumb.label]);

const USERS_TITLES = { '/users': { 'es-CL': 'Usuarios', en: 'Users' }, '/users/$userId/edit': { 'es-CL': 'Editar', en: 'Edit' } };
const USERS_ENTITIES = { '/users/$userId': 'user' };
const GUIDES_ENTITIES = { '/learning-guides/$module': 'guide' };
const GUIDES_TITLES = { '/learning-guides/$module/ratings': { 'es-CL': 'Valoraciones', en: 'Ratings' } };

describe('buildBreadcrumb', () => {
  it("names an entity's segment with the announced name, and titles a route with parameters", () => {
    expect(labels('/users/5/edit', { '5': 'Ana Pérez' }, USERS_TITLES, USERS_ENTITIES)).toEqual([
      ['/eiffel', { kind: 'text', textId: 'menu.home' }],
      ['/users', { kind: 'title', title: { 'es-CL': 'Usuarios', en: 'Users' } }],
      ['/users/5', { kind: 'name', name: 'Ana Pérez' }],
      ['/users/5/edit', { kind: 'title', title: { 'es-CL': 'Editar', en: 'Edit' } }],
    ]);
  });

  it('shows the segment until the name arrives', () => {
    expect(labels('/users/5', {}, USERS_TITLES, USERS_ENTITIES).at(-1)).toEqual(['/users/5', { kind: 'segment', segment: '5' }]);
  });

  it('names an entity segment without digits, as its route says (a guide)', () => {
    expect(labels('/learning-guides/orders/ratings', { orders: 'Guía de Órdenes' }, GUIDES_TITLES, GUIDES_ENTITIES).slice(2)).toEqual([
      ['/learning-guides/orders', { kind: 'name', name: 'Guía de Órdenes' }],
      ['/learning-guides/orders/ratings', { kind: 'title', title: { 'es-CL': 'Valoraciones', en: 'Ratings' } }],
    ]);
  });

  it('does not guess an entity from digits where no route declares one', () => {
    expect(labels('/finance/10234/detail', { '10234': 'Liquidación de noviembre' })).toEqual([
      ['/eiffel', { kind: 'text', textId: 'menu.home' }],
      ['/finance', { kind: 'text', textId: 'menu.settlements' }],
      ['/finance/10234/detail', { kind: 'segment', segment: 'detail' }],
    ]);
    expect(labels('/finance/10234', { '10234': 'Liquidación de noviembre' }).at(-1)).toEqual(['/finance/10234', { kind: 'segment', segment: '10234' }]);
  });
});
