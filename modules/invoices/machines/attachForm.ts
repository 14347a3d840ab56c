/**
 * The form that attaches an order's boleta: its folio, the day it was issued and its PDF. The
 * portal's form chart (machines/form) with the shared rules the server runs too (folio, day, PDF by
 * its first bytes and size); its `submit` sends it, and the server's refusals (a folio another
 * order has, a file that is no PDF) come back on their field.
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import { base64Head, folioOf, INVOICE_PDF_MAX_BYTES, isPdf, issuedOnProblem } from '../../../shared/invoices/rules.ts';
import type { InvoiceOrder } from './invoices.types.ts';

/** A PDF as the form holds it, read by the view from the chosen file. */
export interface AttachedPdf {
  fileName: string;
  size: number;
  contentBase64: string;
}

export interface AttachValues {
  folio: string;
  /** YYYY-MM-DD, '' until chosen. */
  issuedOn: string;
  file: AttachedPdf | null;
}

export interface AttachFacts {
  orderId: number;
  /** Today in Santiago: a boleta is never dated later. */
  today: string;
  /** The day of the purchase in Santiago: a boleta is never dated earlier. */
  purchasedOn: string;
}

export const EMPTY_ATTACH: AttachValues = { folio: '', issuedOn: '', file: null };

export type AttachErrorId =
  | 'invoices.attach.error.folioRequired'
  | 'invoices.attach.error.folioInvalid'
  | 'invoices.attach.error.dateRequired'
  | 'invoices.attach.error.dateInvalid'
  | 'invoices.attach.error.dateInFuture'
  | 'invoices.attach.error.dateBeforePurchase'
  | 'invoices.attach.error.fileRequired'
  | 'invoices.attach.error.fileTooLarge'
  | 'invoices.attach.error.fileNotPdf';

const DAY_ERRORS = {
  DATE_INVALID: 'invoices.attach.error.dateInvalid',
  DATE_IN_FUTURE: 'invoices.attach.error.dateInFuture',
  DATE_BEFORE_PURCHASE: 'invoices.attach.error.dateBeforePurchase',
} as const satisfies Record<string, AttachErrorId>;

/** The message id of a day's problem, as the shared rule (or the server) names it. */
export const dayErrorOf = (problem: string): AttachErrorId => DAY_ERRORS[problem as keyof typeof DAY_ERRORS] ?? 'invoices.attach.error.dateInvalid';

function fileError(file: AttachedPdf | null): AttachErrorId | undefined {
  if (file === null) return 'invoices.attach.error.fileRequired';
  if (file.size > INVOICE_PDF_MAX_BYTES) return 'invoices.attach.error.fileTooLarge';
  const head = base64Head(file.contentBase64);
  return head !== null && isPdf(head) ? undefined : 'invoices.attach.error.fileNotPdf';
}

export const attachForm: FormDefinition<AttachValues, AttachFacts, AttachErrorId> = {
  id: 'attachForm',
  fields: ['folio', 'issuedOn', 'file'],
  validate: (values, facts) => {
    const dayProblem = values.issuedOn === '' ? null : issuedOnProblem(values.issuedOn, facts.today, facts.purchasedOn);
    return {
      folio: values.folio.trim() === '' ? 'invoices.attach.error.folioRequired' : folioOf(values.folio) === null ? 'invoices.attach.error.folioInvalid' : undefined,
      issuedOn: values.issuedOn === '' ? 'invoices.attach.error.dateRequired' : dayProblem ? dayErrorOf(dayProblem) : undefined,
      file: fileError(values.file),
    };
  },
  touchOn: 'change',
  // A press on an incomplete form shows every error and moves the focus to the first.
  revealOnPress: true,
};

/** Ends with the order and its boleta as the server stored them. */
export const attachFormMachine = createFormMachine<AttachValues, AttachFacts, AttachErrorId, InvoiceOrder>(attachForm);

export const attachFormSelectors = createFormSelectors(attachForm);
