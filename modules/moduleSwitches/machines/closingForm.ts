/**
 * The form of a module's closing: why (shown to sellers on the module's curtain) and when it is
 * expected back, as a day and a time on Santiago's clock, unless the admin marks "sin fecha
 * estimada". The portal's form chart (machines/form) with the rules the server runs too
 * (shared/moduleSwitches/rules.ts); a valid press hands the values to the switches' chart, which
 * sends the closing. The facts carry the moment the dialog opened: a time before it is refused
 * here, and the server refuses one that passed while the dialog stood open.
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import { reasonProblemOf, reopeningProblemOf, santiagoInstantOf, SWITCH_REASON_MAX_LENGTH } from '../../../shared/moduleSwitches/rules.ts';

export { SWITCH_REASON_MAX_LENGTH };

export interface ClosingValues {
  reason: string;
  /** YYYY-MM-DD in Santiago ('' until chosen). */
  day: string;
  /** HH:MM in Santiago ('' until chosen). */
  time: string;
  /** "Sin fecha estimada": the day and time are not asked. */
  noEstimate: boolean;
}

export interface ClosingFacts {
  /** The moment the dialog opened (ISO). */
  now: string;
}

export const EMPTY_CLOSING: ClosingValues = { reason: '', day: '', time: '', noEstimate: false };

type ClosingErrorId =
  | 'moduleSwitches.closing.error.reasonRequired'
  | 'moduleSwitches.closing.error.reasonTooLong'
  | 'moduleSwitches.closing.error.reasonNotPlain'
  | 'moduleSwitches.closing.error.dayRequired'
  | 'moduleSwitches.closing.error.timeRequired'
  | 'moduleSwitches.closing.error.reopeningInvalid'
  | 'moduleSwitches.closing.error.reopeningInPast';

const REASON_ERROR = {
  SWITCH_REASON_REQUIRED: 'moduleSwitches.closing.error.reasonRequired',
  SWITCH_REASON_TOO_LONG: 'moduleSwitches.closing.error.reasonTooLong',
  SWITCH_REASON_NOT_PLAIN: 'moduleSwitches.closing.error.reasonNotPlain',
} as const;

/** The instant the values name, null for "sin fecha estimada"; undefined when they name none yet. */
export function reopeningOf(values: ClosingValues): string | null | undefined {
  if (values.noEstimate) return null;
  return santiagoInstantOf(values.day, values.time) ?? undefined;
}

function reopeningErrors(values: ClosingValues, now: string): Partial<Record<'day' | 'time', ClosingErrorId>> {
  if (values.noEstimate) return {};
  if (values.day === '') return { day: 'moduleSwitches.closing.error.dayRequired' };
  if (values.time === '') return { time: 'moduleSwitches.closing.error.timeRequired' };
  const reopening = santiagoInstantOf(values.day, values.time);
  if (reopening === null) return { day: 'moduleSwitches.closing.error.reopeningInvalid' };
  return reopeningProblemOf(reopening, new Date(now)) === null ? {} : { time: 'moduleSwitches.closing.error.reopeningInPast' };
}

export const closingForm: FormDefinition<ClosingValues, ClosingFacts, ClosingErrorId> = {
  id: 'closingForm',
  fields: ['reason', 'day', 'time', 'noEstimate'],
  validate: (values, facts) => {
    const reasonProblem = reasonProblemOf(values.reason);
    return { reason: reasonProblem ? REASON_ERROR[reasonProblem] : undefined, ...reopeningErrors(values, facts.now) };
  },
  touchOn: 'blur',
  // The button can always be pressed: a press on an unfinished form shows what is missing.
  revealOnPress: true,
  handsValuesToOwner: true,
};

/** Ends with its values once a valid form is pressed. */
export const closingFormMachine = createFormMachine<ClosingValues, ClosingFacts, ClosingErrorId, ClosingValues>(closingForm);

export const closingFormSelectors = createFormSelectors(closingForm);
