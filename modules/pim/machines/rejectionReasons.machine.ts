/**
 * Configuración PIM > Motivos de rechazo: the reasons a reviewer rejects a product for, in the order
 * they are offered. People read their text; the code (what a decision records) is typed only when a
 * reason is added. A reason is added, its text edited, retired or reactivated, or moved.
 */
import { createRecordEditor } from './recordEditor.ts';
import { reasonFormMachine, type ReasonFacts } from './recordForms.ts';
import type { RejectionReason } from './catalog.types.ts';

export type ReasonAction = 'add' | 'edit' | 'retire' | 'reactivate' | 'moveUp' | 'moveDown';

const indexOf = (reasons: readonly RejectionReason[], reason: RejectionReason) => reasons.findIndex((other) => other.code === reason.code);

/** The reason a move swaps places with, if there is one that way. */
export const reasonNeighbourOf = (reasons: readonly RejectionReason[], reason: RejectionReason, by: -1 | 1): RejectionReason | null =>
  reasons[indexOf(reasons, reason) + by] ?? null;

const byPlace = (a: RejectionReason, b: RejectionReason) => a.position - b.position || a.code.localeCompare(b.code);

export const rejectionReasonsMachine = createRecordEditor<object, RejectionReason, ReasonAction>({
  id: 'rejectionReasons',
  reads: true,
  actions: { add: 'form', edit: 'form', retire: 'confirm', reactivate: 'confirm', moveUp: 'direct', moveDown: 'direct' },
  allows: (action, reason, reasons) => {
    if (action === 'add') return reason === null;
    if (reason === null) return false;
    if (action === 'retire') return reason.active;
    if (action === 'reactivate') return !reason.active;
    if (action === 'moveUp') return reasonNeighbourOf(reasons, reason, -1) !== null;
    if (action === 'moveDown') return reasonNeighbourOf(reasons, reason, 1) !== null;
    return true;
  },
  forms: { add: reasonFormMachine, edit: reasonFormMachine },
  start: (action, reason, reasons) => {
    const facts: ReasonFacts = {
      reason: action === 'edit' ? reason : null,
      takenCodes: reasons.map((other) => other.code),
      nextPosition: Math.max(0, ...reasons.map((other) => other.position)) + 1,
    };
    return { values: { text: facts.reason?.text ?? '', code: facts.reason?.code ?? '' }, facts };
  },
  keep: (reasons, written) => [...reasons.filter((reason) => !written.some((one) => one.code === reason.code)), ...written].sort(byPlace),
});
