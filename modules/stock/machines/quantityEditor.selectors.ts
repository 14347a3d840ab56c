/**
 * What the stock page shows of the quantity editor, as pure functions of its snapshot (for
 * `useSelector`): which row is open, its form, what a conflict found, and what was stored.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { quantityEditorMachine } from './quantityEditor.machine.ts';
import type { quantityFormMachine } from './quantityForm.ts';
import type { StockLevel } from './stock.types.ts';

export type QuantityEditorSnapshot = SnapshotFrom<typeof quantityEditorMachine>;
export type QuantityFormRef = ActorRefFrom<typeof quantityFormMachine>;

/** The id of the level whose field is open (editing, or after a conflict), or null. */
export const selectOpenLevelId = (snapshot: QuantityEditorSnapshot): number | null =>
  (snapshot.matches('editing') || snapshot.matches('conflict')) && snapshot.context.row ? snapshot.context.row.id : null;

export const selectQuantityForm = (snapshot: QuantityEditorSnapshot): QuantityFormRef | undefined => snapshot.children.quantityForm;

/** After a conflict: the row as it is now and as the person saw it. */
export const selectConflict = (snapshot: QuantityEditorSnapshot): { current: StockLevel; seen: StockLevel } | null =>
  snapshot.matches('conflict') && snapshot.context.row && snapshot.context.seen ? { current: snapshot.context.row, seen: snapshot.context.seen } : null;

/** The row whose figure was just stored, or null. */
export const selectSavedRow = (snapshot: QuantityEditorSnapshot): StockLevel | null => (snapshot.matches('saved') ? snapshot.context.row : null);

/** Any row: whether "Editar" is taken does not depend on which row it is. */
const ANY_ROW: StockLevel = {
  id: 0,
  sellerId: 0,
  sellerName: '',
  sku: '',
  name: '',
  warehouse: { id: 0, name: '' },
  onHand: 0,
  reserved: 0,
  available: 0,
  state: 'inStock',
  version: 1,
  updatedAt: '',
};

/** Whether a row's "Editar" may be pressed now (no other row is open). */
export const selectCanOpen = (snapshot: QuantityEditorSnapshot): boolean => snapshot.can({ type: 'quantity.edit', row: ANY_ROW });
