/**
 * The rules as a form: the portal's form chart (machines/form) over text fields, checked by the
 * same rules the server runs (shared/rules/ruleSet.ts). A valid press hands the values to the
 * page's chart, which saves them as a new version; every edit is reported to it, so what was typed
 * survives a look at an old version, a failed save and a conflict.
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import { LADDER_LEVELS } from '../../../shared/reputationLadder.ts';
import { ruleProblems, type RuleField, type RuleProblem, type RuleValues } from '../../../shared/rules/ruleSet.ts';

/** Every field as typed; the names are those the server's per-field errors use. */
export type RulesFormValues = Record<RuleField, string>;

export type RulesErrorId = `rules.error.${RuleProblem}`;

export const RULES_FIELDS: readonly RuleField[] = [
  'minOnTimeDeliveriesPercent',
  'maxClaimsPercent',
  'maxCancellationsPercent',
  'minShippedOrders',
  ...LADDER_LEVELS.map((level) => `benefits.${level}` as const),
  'conferenceCutoffDay',
  'conferenceCutoffTime',
  'note',
];

/** A typed number: a decimal comma reads as a point (95,01 is 95.01); nothing typed is not zero. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** The values a form holds, as the contract carries them. */
export function ruleValuesOf(values: RulesFormValues): RuleValues {
  return {
    minOnTimeDeliveriesPercent: numberOf(values.minOnTimeDeliveriesPercent),
    maxClaimsPercent: numberOf(values.maxClaimsPercent),
    maxCancellationsPercent: numberOf(values.maxCancellationsPercent),
    minShippedOrders: numberOf(values.minShippedOrders),
    benefits: Object.fromEntries(LADDER_LEVELS.map((level) => [level, values[`benefits.${level}`]])) as RuleValues['benefits'],
    conferenceCutoffDay: values.conferenceCutoffDay,
    conferenceCutoffTime: values.conferenceCutoffTime,
  };
}

/**
 * A version's values as the form shows them, with an empty note: each save says its own why.
 * Decimals are written with the reader's separator, a comma in Spanish (95,01), as every other
 * figure of the portal is; the form reads either back.
 */
export function formValuesOf(values: RuleValues, decimalSeparator = ','): RulesFormValues {
  const figure = (value: number) => String(value).replace('.', decimalSeparator);
  return {
    minOnTimeDeliveriesPercent: figure(values.minOnTimeDeliveriesPercent),
    maxClaimsPercent: figure(values.maxClaimsPercent),
    maxCancellationsPercent: figure(values.maxCancellationsPercent),
    minShippedOrders: figure(values.minShippedOrders),
    ...(Object.fromEntries(LADDER_LEVELS.map((level) => [`benefits.${level}`, values.benefits[level]])) as Record<`benefits.${(typeof LADDER_LEVELS)[number]}`, string>),
    conferenceCutoffDay: values.conferenceCutoffDay,
    conferenceCutoffTime: values.conferenceCutoffTime,
    note: '',
  };
}

const NUMBER_FIELDS: readonly RuleField[] = ['minOnTimeDeliveriesPercent', 'maxClaimsPercent', 'maxCancellationsPercent', 'minShippedOrders'];

function validate(values: RulesFormValues): Partial<Record<RuleField, RulesErrorId>> {
  const problems = ruleProblems(ruleValuesOf(values), values.note);
  const empty = (field: RuleField) => values[field].trim() === '';
  return Object.fromEntries(
    RULES_FIELDS.map((field) => {
      // An empty number is missing, not "not a number".
      const problem = NUMBER_FIELDS.includes(field) && empty(field) ? 'required' : problems[field];
      return [field, problem ? (`rules.error.${problem}` as const) : undefined];
    }),
  );
}

export const rulesForm: FormDefinition<RulesFormValues, null, RulesErrorId> = {
  id: 'rulesForm',
  fields: RULES_FIELDS,
  validate,
  // A number being typed is not wrong yet: its error waits until the field is left.
  touchOn: 'blur',
  // "Guardar como nueva versión" can always be pressed: a press on a wrong form says what is wrong.
  revealOnPress: true,
  handsValuesToOwner: true,
};

export const rulesFormMachine = createFormMachine<RulesFormValues, null, RulesErrorId, RulesFormValues>(rulesForm);

export const rulesFormSelectors = createFormSelectors(rulesForm);
