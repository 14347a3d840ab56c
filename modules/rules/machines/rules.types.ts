/** The contract's shapes the module's charts and views speak of (openapi/rules.yaml). */
import type { components } from '../../../openapi/generated/rules.ts';

export type RuleVersion = components['schemas']['RuleVersion'];
export type RuleVersionSummary = components['schemas']['RuleVersionSummary'];
export type RulesOverview = components['schemas']['RulesOverview'];
export type RulesSave = components['schemas']['RulesSave'];
