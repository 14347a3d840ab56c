/**
 * The seller role is tracked under a tag of its own with the seller id; every other role keeps the
 * plain tag and sends no id.
 */
import { menuClickEvent, portalPageView, taggedForViewer } from '../../src/app/analytics.ts';

describe('the tag of a tracked event, by who is signed in', () => {
  it("sends a seller's page view as seller_virtual_page_view with the seller id", () => {
    expect(taggedForViewer(portalPageView('/orders'), { role: 'seller', sellerId: 101 })).toEqual({
      event: 'seller_virtual_page_view',
      pagePath: '/orders',
      pageTitle: 'orders',
      sellerId: 101,
    });
  });

  it("sends a seller's menu click as seller_menu_click with the seller id", () => {
    expect(taggedForViewer(menuClickEvent('stock'), { role: 'seller', sellerId: 101 })).toEqual({
      event: 'seller_menu_click',
      category: 'Menú',
      action: 'Clic en menú',
      label: 'stock',
      sellerId: 101,
    });
  });

  it.each(['admin', 'comercial', 'security', 'customerService'])('keeps the plain tag and no id for %s', (role) => {
    expect(taggedForViewer(menuClickEvent('users'), { role, sellerId: null })).toEqual({
      event: 'menu_click',
      category: 'Menú',
      action: 'Clic en menú',
      label: 'users',
    });
  });

  it('keeps the plain tag for a seller account without a seller, and for nobody signed in', () => {
    expect(taggedForViewer(portalPageView('/eiffel'), { role: 'seller', sellerId: null })).toEqual({ event: 'virtual_page_view', pagePath: '/eiffel', pageTitle: 'home' });
    expect(taggedForViewer(portalPageView('/eiffel'), null)).toEqual({ event: 'virtual_page_view', pagePath: '/eiffel', pageTitle: 'home' });
  });
});
