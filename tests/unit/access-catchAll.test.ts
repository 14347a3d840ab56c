import { describe, expect, it } from 'vitest';
import { catchAllViewOf } from '../../src/views/notFound/catchAllView.ts';
import { decideCurtain, type ServiceStatus } from '../../machines/serviceCurtain/serviceCurtain.modules.ts';

const mod = (key_module: string, released: boolean, active = true): ServiceStatus => ({ key_module, module: key_module, active, released, count_to_close_page: 0, reason: null, expected_reopening: null });
const modules = [mod('eiffel', true), mod('orders', false), mod('stock', false), mod('helper', false)];

describe('catch-all page of a path no screen answers', () => {
  it('waits while the services are being checked', () => {
    expect(catchAllViewOf('/orders', true, modules)).toEqual({ kind: 'waiting' });
  });

  it('shows the module "not available yet" page for an unreleased module, named by its menu entry', () => {
    expect(catchAllViewOf('/orders', false, modules)).toEqual({ kind: 'notReleased', module: modules[1], menuTextId: 'menu.orders' });
    expect(catchAllViewOf('/stock/existences/4', false, modules)).toMatchObject({ kind: 'notReleased', menuTextId: 'menu.existences' });
    expect(catchAllViewOf('/helper/tourguide', false, modules)).toMatchObject({ kind: 'notReleased', menuTextId: 'menu.tourGuide' });
    expect(catchAllViewOf('/helper/other', false, modules)).toMatchObject({ kind: 'notReleased', menuTextId: null });
  });

  it('is "not found" in a released module or outside every module', () => {
    expect(catchAllViewOf('/eiffel/nothing', false, modules)).toEqual({ kind: 'notFound' });
    expect(catchAllViewOf('/teleport', false, modules)).toEqual({ kind: 'notFound' });
    // The status could not be read: nothing says the module is unreleased.
    expect(catchAllViewOf('/orders', false, [])).toEqual({ kind: 'notFound' });
  });
});

describe('the curtains count released modules only', () => {
  it('does not raise the all-services curtain for closed modules that are not released', () => {
    const closedUnreleased = [mod('eiffel', true), mod('orders', false, false), mod('stock', false, false)];
    expect(decideCurtain(closedUnreleased, '/eiffel')).toEqual({ kind: 'none' });
    // Its own paths still get its curtain.
    expect(decideCurtain(closedUnreleased, '/orders/1')).toMatchObject({ kind: 'module', module: { key_module: 'orders' } });
  });

  it('closes everything when every released module is closed', () => {
    expect(decideCurtain([mod('eiffel', true, false), mod('orders', false)], '/eiffel')).toEqual({ kind: 'allServices', everyServiceClosed: true });
    expect(decideCurtain([mod('eiffel', true, false), mod('pim', true, false), mod('orders', false)], '/orders')).toEqual({
      kind: 'allServices',
      everyServiceClosed: true,
    });
    expect(decideCurtain([mod('eiffel', true, false), mod('pim', true, false), mod('catalog', true)], '/x')).toEqual({
      kind: 'allServices',
      everyServiceClosed: false,
    });
  });
});
