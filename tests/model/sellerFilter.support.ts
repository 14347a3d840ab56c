/**
 * The staff lists' seller filter as the lists' model tests drive it: the sellers' names service
 * answering "andes" with the demo seller, and a person typing in the box and choosing.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, mockServer } from '../support/http.ts';

/** A staff session that may look sellers up (the lists show the box only then). */
export const staffSession = (role: 'customerService' | 'logistics' | 'admin') => ({ userId: 4, role, sellerId: null, permissions: ['findSellerNames'] });

/** The sellers' names service: "andes" finds Tienda Andes SpA (id 1), anything else nobody. */
export function answerSellerNames() {
  mockServer.use(
    http.sellers.get('/seller-names', ({ query, response }) =>
      query.get('q') === 'andes' ? response(200).json({ items: [{ id: 1, name: 'Tienda Andes SpA' }] }) : response(200).json({ items: [] }),
    ),
  );
}

/**
 * Types "andes" in the Seller box and chooses Tienda Andes SpA. The box waits for the typing to
 * stop as a search does: its 300 ms timer is one the test holds.
 */
export async function pickAndes({ user, timers }: { user: UserEvent; timers: { pending: () => number; elapse: () => void } }) {
  const box = screen.getByRole('combobox', { name: 'Seller' });
  act(() => box.focus());
  fireEvent.change(box, { target: { value: 'andes' } });
  await waitFor(() => expect(timers.pending()).toBe(1));
  act(() => timers.elapse());
  await user.click(await screen.findByRole('option', { name: 'Tienda Andes SpA' }));
  await waitFor(() => expect(box).toHaveValue('Tienda Andes SpA'));
}

/** The box as staff see it for the list's seller (only Tienda Andes is ever chosen), or its absence for a seller. */
export function expectSellerBox(staff: boolean, sellerId: number | null) {
  if (staff) expect(screen.getByRole('combobox', { name: 'Seller' })).toHaveValue(sellerId === 1 ? 'Tienda Andes SpA' : '');
  else expect(screen.queryByRole('combobox', { name: 'Seller' })).toBeNull();
}
