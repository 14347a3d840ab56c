/**
 * The `route` key: the last page of the protected area, given back once and only to the person
 * whose page it was, and only when it is a path of this portal.
 */
import { rememberRoute, takeRememberedRoute } from '../../src/app/rememberedRoute.ts';

/** The browser's storage, as far as the key uses it. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let storage = memoryStorage();

describe('the remembered route', () => {
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('gives the same person their last page once', () => {
    rememberRoute(storage, 7, '/orders/123');
    expect(storage.getItem('route')).toBe('{"userId":7,"path":"/orders/123"}');
    expect(takeRememberedRoute(storage, 7)).toBe('/orders/123');
    expect(takeRememberedRoute(storage, 7)).toBeNull();
    expect(storage.getItem('route')).toBeNull();
  });

  it('keeps only the latest page', () => {
    rememberRoute(storage, 7, '/orders');
    rememberRoute(storage, 7, '/stock');
    expect(takeRememberedRoute(storage, 7)).toBe('/stock');
  });

  it('never gives one person the page of another, and removes it for both', () => {
    rememberRoute(storage, 7, '/orders/123');
    expect(takeRememberedRoute(storage, 9)).toBeNull();
    expect(takeRememberedRoute(storage, 7)).toBeNull();
  });

  it.each([
    ['a path of another host', '{"userId":7,"path":"//evil.com"}'],
    ['another origin', '{"userId":7,"path":"https://evil.com/eiffel"}'],
    ['a script', '{"userId":7,"path":"javascript:alert(1)"}'],
    ['a number for a path', '{"userId":7,"path":42}'],
    ['a user id as text', '{"userId":"7","path":"/orders"}'],
    ['something that is not JSON', '/orders'],
    ['null', 'null'],
  ])('ignores %s written under the key', (_, stored) => {
    storage.setItem('route', stored);
    expect(takeRememberedRoute(storage, 7)).toBeNull();
    expect(storage.getItem('route')).toBeNull();
  });
});
