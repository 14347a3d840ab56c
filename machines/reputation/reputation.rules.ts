/**
 * The reputation programme's rules for the level-change modal and the first-login record: what is
 * written for a category. Pure, so the chart, the composition root and the tests share one reading.
 */
import type { components } from '../../openapi/generated/sellers.ts';

export type ReputationCategory = components['schemas']['ReputationCategory'];
/** A level the modal's save records as seen: the five steps of the ladder. */
export type SeenLevel = components['schemas']['DisplayLevel'];
/** What the first-login record carries. */
export type LoggedReputation = components['schemas']['ReputationLogValue'];

/** The category a seller has when its reputation could not be read. */
export const DEFAULT_REPUTATION_CATEGORY: ReputationCategory = 'Bloqueo';

/**
 * The level the modal's save records: the locked state and the growth plan are not steps of the
 * ladder, so both are recorded as Nuevo (the server compares the next category with this level).
 */
export const seenLevelOf = (category: ReputationCategory): SeenLevel =>
  category === 'Bloqueo' || category === 'Plan Growth' ? 'Nuevo' : category;

/** The first-login record's wording: the locked state was written "sin reputacion" by the earlier portal. */
export const loggedReputationOf = (category: ReputationCategory): LoggedReputation =>
  category === 'Bloqueo' ? 'sin reputacion' : category;
