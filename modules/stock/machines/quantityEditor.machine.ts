/**
 * Setting a row's quantity in place, beside the stock list (stockList.machine.ts). One row at a time
 * is edited with the one form pattern (quantityForm.ts), sent with the version the person saw. What
 * the server stored goes back to the list as `row.update`. When someone else, an import or an order
 * changed the row meanwhile the server refuses the send and answers the row as it is now: the editor
 * shows both figures ("cambió mientras editabas"), the list shows the new row, and the person may
 * apply their figure again against the new version, or leave it. Nothing is overwritten unseen.
 */
import { assign, sendTo, setup, type ActorRefFrom } from 'xstate';
import { quantityFormMachine, type QuantityOutcome } from './quantityForm.ts';
import type { stockListMachine } from './stockList.machine.ts';
import type { StockLevel } from './stock.types.ts';

export interface QuantityEditorInput {
  /** The list the stored rows go back to. */
  list: ActorRefFrom<typeof stockListMachine>;
}

export interface QuantityEditorContext extends QuantityEditorInput {
  /** The row being edited, as last read: the one opened, or the one a conflict answered. */
  row: StockLevel | null;
  /** The figure the person typed when the send was refused (kept for applying it again). */
  asked: string;
  /** The row a conflict replaced, as the person saw it when they started. */
  seen: StockLevel | null;
}

export type QuantityEditorEvent =
  /** "Editar" on a row. */
  | { type: 'quantity.edit'; row: StockLevel }
  /** "Cancelar" in the row, or leaving the conflict without applying the figure again. */
  | { type: 'quantity.cancel' }
  /** "Cerrar" on the note that says the figure was stored. */
  | { type: 'quantity.dismiss' };

type FormDone = { output: QuantityOutcome };

export const quantityEditorMachine = setup({
  types: {
    context: {} as QuantityEditorContext,
    input: {} as QuantityEditorInput,
    events: {} as QuantityEditorEvent,
    children: {} as { quantityForm: 'quantityForm' },
  },
  actors: {
    quantityForm: quantityFormMachine,
  },
  actions: {
    openRow: assign((_, { row }: { row: StockLevel }) => ({ row, asked: String(row.onHand), seen: null })),
    keepStored: assign((_, { row }: { row: StockLevel }) => ({ row, seen: null })),
    keepConflict: assign(({ context }, { current, asked }: { current: StockLevel; asked: string }) => ({ seen: context.seen ?? context.row, row: current, asked })),
    forget: assign({ row: null, seen: null, asked: '' }),
    /** The list shows the row as the server has it now (stored, or changed by someone else). */
    updateRow: sendTo(({ context }) => context.list, (_, { row }: { row: StockLevel }) => ({ type: 'row.update' as const, row })),
  },
  guards: {
    wasSaved: (_, { outcome }: { outcome: QuantityOutcome }) => outcome.kind === 'saved',
  },
}).createMachine({
  id: 'quantityEditor',
  context: ({ input }) => ({ ...input, row: null, asked: '', seen: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No row is being edited.',
      on: { 'quantity.edit': { target: 'editing', actions: { type: 'openRow', params: ({ event }) => ({ row: event.row }) } } },
    },
    editing: {
      description: 'The row shows a field with its quantity on hand; the figure is sent with the version of the row the person saw.',
      invoke: {
        id: 'quantityForm',
        src: 'quantityForm',
        input: ({ context }) => ({ values: { quantity: context.asked }, facts: { level: context.row! } }),
        onDone: answered(),
      },
      on: { 'quantity.cancel': { target: 'idle', actions: 'forget' } },
    },
    conflict: {
      description:
        'The row changed while the person was editing it: the new figures show beside theirs, the list shows the new row, and the same figure may be applied again against the new version (or left).',
      invoke: {
        id: 'quantityForm',
        src: 'quantityForm',
        input: ({ context }) => ({ values: { quantity: context.asked }, facts: { level: context.row! } }),
        onDone: answered(),
      },
      on: { 'quantity.cancel': { target: 'idle', actions: 'forget' } },
    },
    saved: {
      description: 'The figure was stored: the row shows it and the page says so until another row is edited or the note closed.',
      on: {
        'quantity.edit': { target: 'editing', actions: { type: 'openRow', params: ({ event }) => ({ row: event.row }) } },
        'quantity.dismiss': { target: 'idle', actions: 'forget' },
      },
    },
  },
});

/** What a send came to: stored (the list gets the row) or a conflict (the list gets the row as it is now). */
function answered() {
  return [
    {
      guard: { type: 'wasSaved' as const, params: ({ event }: { event: FormDone }) => ({ outcome: event.output }) },
      target: '#quantityEditor.saved',
      actions: [
        { type: 'keepStored' as const, params: ({ event }: { event: FormDone }) => ({ row: storedOf(event.output) }) },
        { type: 'updateRow' as const, params: ({ event }: { event: FormDone }) => ({ row: storedOf(event.output) }) },
      ],
    },
    {
      target: '#quantityEditor.conflict',
      // Entered again on a second conflict: the form opens once more on the newest version.
      reenter: true,
      actions: [
        {
          type: 'keepConflict' as const,
          params: ({ event, context }: { event: FormDone; context: QuantityEditorContext }) => ({
            current: storedOf(event.output),
            asked: event.output.kind === 'changed' ? event.output.asked : context.asked,
          }),
        },
        { type: 'updateRow' as const, params: ({ event }: { event: FormDone }) => ({ row: storedOf(event.output) }) },
      ],
    },
  ];
}

const storedOf = (outcome: QuantityOutcome): StockLevel => (outcome.kind === 'saved' ? outcome.level : outcome.current);

