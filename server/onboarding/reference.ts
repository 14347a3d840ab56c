import activitiesData from '../../shared/reference/activities-cl.json' with { type: 'json' };
import banksData from '../../shared/reference/banks-cl.json' with { type: 'json' };
import countriesData from '../../shared/reference/countries-es.json' with { type: 'json' };
import type { components } from '../../openapi/generated/onboarding.ts';

type Activity = components['schemas']['Activity'];
type Bank = components['schemas']['Bank'];
type Country = components['schemas']['Country'];

const spanish = new Intl.Collator('es', { sensitivity: 'base' });

/** The SII activity catalogue (674 codes), sorted by code. */
export const ACTIVITIES: readonly Activity[] = activitiesData;

/** Banks by name, in the contract's shape (the data file's provenance notes stay in the file). */
export const BANKS: readonly Bank[] = banksData
  .map(({ code, name, shortName, type }) => ({ code, name, shortName, type: type as Bank['type'] }))
  .sort((left, right) => spanish.compare(left.name, right.name));

/** Countries, already sorted by Spanish name in the data file. */
export const COUNTRIES: readonly Country[] = countriesData;

const activityLabels = new Map(ACTIVITIES.map((activity) => [activity.code, activity.label]));
const bankCodes = new Set(BANKS.map((bank) => bank.code));
const countryCodes = new Set(COUNTRIES.map((country) => country.code));

/** The catalogue's label of an activity code, if the code exists. */
export const activityLabelOf = (code: string): string | undefined => activityLabels.get(code);
export const isBankCode = (code: string): boolean => bankCodes.has(code);
export const isCountryCode = (code: string): boolean => countryCodes.has(code);
