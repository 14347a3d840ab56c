/**
 * The form that sets a row's quantity on hand in place: one field, checked by the same rule the
 * server runs (a whole number from 0 up to the largest a level holds, shared/stock/rules.ts), sent with the version of
 * the row the person saw. The portal's form chart (machines/form); its `submit` is provided by the
 * module (actors.ts).
 *
 * The form ends with what the server made of the send: the row as stored, or, when someone or an
 * order changed it meanwhile, the row as it is now. Both end the form because both are answers to
 * this very send; the editor beside the list (quantityEditor.machine.ts) decides what each means.
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import { STOCK_QUANTITY_MAX } from '../../../shared/stock/rules.ts';
import type { StockLevel } from './stock.types.ts';


export interface QuantityValues {
  /** As typed: the field holds text until it is a whole number. */
  quantity: string;
}

export interface QuantityFacts {
  /** The level as the person saw it: its id, and the version the change is made against. */
  level: StockLevel;
}

/**
 * What a send came to: stored, or refused because the row changed meanwhile, with the row as it is
 * now and the figure that was sent (the form's values end with it, and the person may apply it again).
 */
export type QuantityOutcome = { kind: 'saved'; level: StockLevel } | { kind: 'changed'; current: StockLevel; asked: string };

export type QuantityErrorId = 'stock.quantity.error.required' | 'stock.quantity.error.whole' | 'stock.quantity.error.tooLarge';

/** The rule the server runs too: a whole number of units, none below zero. */
export function quantityError(text: string): QuantityErrorId | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'stock.quantity.error.required';
  if (!/^\d+$/.test(trimmed)) return 'stock.quantity.error.whole';
  return Number(trimmed) > STOCK_QUANTITY_MAX ? 'stock.quantity.error.tooLarge' : undefined;
}

export const quantityForm: FormDefinition<QuantityValues, QuantityFacts, QuantityErrorId> = {
  id: 'quantityForm',
  fields: ['quantity'],
  validate: (values) => ({ quantity: quantityError(values.quantity) }),
  touchOn: 'change',
  // A press on a wrong figure says why at once, in the row, and keeps the focus on the field.
  revealOnPress: true,
};

export const quantityFormMachine = createFormMachine<QuantityValues, QuantityFacts, QuantityErrorId, QuantityOutcome>(quantityForm);

export const quantityFormSelectors = createFormSelectors(quantityForm);
