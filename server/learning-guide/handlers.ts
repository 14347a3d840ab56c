/**
 * The learning guide's server side (openapi/learning-guide.yaml): the help drawer's guide of a
 * portal section with its questions, and the seller's "¿Te sirvió?" rating of each answer. The
 * guides ship in the migrations (server/db/migrations/010_learning_guide.sql). Only sellers get
 * here (shared/access/operationRoutes.ts); these handlers add that the user id named in the path
 * or body is the caller's own, since a user's ratings are nobody else's to read or write.
 */
import type { components } from '../../openapi/generated/learning-guide.ts';
import type { AppContext } from '../app-context.ts';
import { signedIn, type Session } from '../auth/session.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { guideProblems } from '../../shared/learningGuides/guideRules.ts';
import { listGuides, liveQuestionIds, ratingsReport, readEditableGuide, saveGuide, type GuideSave } from './editing.ts';
import { rateQuestion, readGuide } from './reading.ts';

type Module = components['schemas']['Module'];

type LearningGuideOperationId =
  | 'getLearningGuide'
  | 'rateLearningGuideQuestion'
  | 'listLearningGuides'
  | 'getLearningGuideForEditing'
  | 'saveLearningGuide'
  | 'getLearningGuideRatings';

const guideNotFound = (module: Module) => new ApiProblem(404, 'LEARNING_GUIDE_NOT_FOUND', `There is no learning guide for ${module}`);

/** Every broken rule of a save, as a 400's details (`body.questions.2.content`), with the rule's code as message. */
function saveProblems(body: GuideSave, live: ReadonlySet<number>): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = Object.entries(guideProblems(body)).map(([field, code]) => ({ field: `body.${field}`, message: String(code) }));
  const seen = new Set<number>();
  body.questions.forEach((question, index) => {
    if (question.id === undefined) return;
    if (!live.has(question.id)) problems.push({ field: `body.questions.${index}.id`, message: 'unknownQuestion' });
    else if (seen.has(question.id)) problems.push({ field: `body.questions.${index}.id`, message: 'repeatedQuestion' });
    seen.add(question.id);
  });
  return problems;
}

/** 403 unless `userId` is the caller's own id; answers it. */
function requireOwnUser(session: Session | null, userId: number): number {
  const caller = signedIn(session);
  if (caller.userId !== userId) throw new ApiProblem(403, 'FORBIDDEN', 'A user may only read and rate the learning guide as itself');
  return caller.userId;
}

/** Handlers of openapi/learning-guide.yaml. */
export function createLearningGuideHandlers(context: AppContext): Required<Pick<OperationHandlers, LearningGuideOperationId>> {
  const { db, clock } = context;

  return {
    getLearningGuide: async ({ session, params }) => {
      const userId = requireOwnUser(session, params.userId);
      const guide = await readGuide(db, params.module, userId);
      if (!guide) throw guideNotFound(params.module);
      return { status: 200, body: guide };
    },

    rateLearningGuideQuestion: async ({ session, body }) => {
      const userId = requireOwnUser(session, body.userId);
      // The first rating stays (see rateQuestion): a second one answers 200 with it.
      const rating = await rateQuestion(db, { userId, questionId: body.learningGuideQuestionId, value: body.value, valueDetailed: body.valueDetailed, at: clock() });
      if (rating) return { status: rating.first ? 201 : 200, body: rating.rating };
      throw new ApiProblem(404, 'QUESTION_NOT_FOUND', `There is no learning guide question ${body.learningGuideQuestionId}`);
    },

    listLearningGuides: async () => ({ status: 200, body: { guides: await listGuides(db) } }),

    getLearningGuideForEditing: async ({ params }) => {
      const guide = await readEditableGuide(db, params.module);
      if (!guide) throw guideNotFound(params.module);
      return { status: 200, body: guide };
    },

    saveLearningGuide: async ({ session, params, body }) => {
      const caller = signedIn(session);
      const problems = saveProblems(body, await liveQuestionIds(db, params.module));
      if (problems.length > 0) throw ApiProblem.validation(problems, 'The guide breaks a rule of the help texts');
      const outcome = await db.transaction((tx) => saveGuide(tx, params.module, body, caller.userId, clock()));
      if (outcome === 'notFound') throw guideNotFound(params.module);
      const current = await readEditableGuide(db, params.module);
      if (!current) throw guideNotFound(params.module);
      if (outcome === 'stale') {
        return {
          status: 409,
          body: { statusCode: 409, code: 'LEARNING_GUIDE_VERSION_STALE', message: 'Another version of the guide was saved after the one these texts were based on', current },
        };
      }
      return { status: 200, body: current };
    },

    getLearningGuideRatings: async ({ params }) => {
      const report = await ratingsReport(db, params.module);
      if (!report) throw guideNotFound(params.module);
      return { status: 200, body: report };
    },
  };
}
