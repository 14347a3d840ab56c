import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { firstDayOfMonth, santiagoDay } from '../kit/santiagoCalendar.ts';
import { ruleProblems } from '../../shared/rules/ruleSet.ts';
import { addRuleVersion, currentRuleVersion, findRuleVersion, ruleHistory } from './versions.ts';

type RulesOperationId = 'getReputationRules' | 'getReputationRuleVersion' | 'saveReputationRules';

/** Where a field of the rules sits in the request body, as a 400's details name it. */
const bodyPathOf = (field: string) => (field === 'note' ? 'body.note' : `body.values.${field}`);

/** Handlers of openapi/rules.yaml (who may call each: modules/rules/permissions.json). */
export function createRulesHandlers(context: AppContext): Required<Pick<OperationHandlers, RulesOperationId>> {
  return {
    getReputationRules: async () => {
      const [current, history] = await Promise.all([currentRuleVersion(context.db), ruleHistory(context.db)]);
      return { status: 200, body: { current, history } };
    },

    getReputationRuleVersion: async ({ params }) => {
      const version = await findRuleVersion(context.db, params.version);
      if (!version) throw new ApiProblem(404, 'RULES_VERSION_NOT_FOUND', 'No rules version has this number');
      return { status: 200, body: version };
    },

    saveReputationRules: async ({ body, session }) => {
      if (!session) throw ApiProblem.unauthorized();
      const problems = Object.entries(ruleProblems(body.values, body.note));
      if (problems.length > 0) {
        throw ApiProblem.validation(problems.map(([field, code]) => ({ field: bodyPathOf(field), message: code })), 'The rules break a rule of the programme');
      }
      const savedAt = context.clock();
      // In force from the first day of the month being built: that month is scored with it, the
      // closed ones keep theirs.
      const effectiveFrom = firstDayOfMonth(santiagoDay(savedAt));
      const version = await addRuleVersion(context.db, { basedOnVersion: body.basedOnVersion, values: body.values, note: body.note, savedBy: session.userId, savedAt, effectiveFrom });
      if (version === null) throw new ApiProblem(409, 'RULES_VERSION_STALE', 'Another version was saved after the one these values were based on');
      const saved = await findRuleVersion(context.db, version);
      if (!saved) throw new Error(`rules version ${version} vanished after its save`);
      return { status: 201, body: saved };
    },
  };
}
