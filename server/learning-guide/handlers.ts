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
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { guideProblems } from '../../shared/learningGuides/guideRules.ts';
import { listGuides, liveQuestionIds, ratingsReport, readEditableGuide, saveGuide, type GuideSave } from './editing.ts';

type LearningGuide = components['schemas']['LearningGuide'];
type Module = components['schemas']['Module'];
type Question = components['schemas']['Question'];
type Rating = components['schemas']['Rating'];

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

interface RatingRow {
  id: number;
  user_id: number;
  question_id: number;
  value: Rating['value'];
  value_detailed: string;
  created_at: Date;
}

const RATING_COLUMNS = 'id, user_id, question_id, value, value_detailed, created_at';

const ratingOf = (row: RatingRow): Rating => ({
  id: row.id,
  userId: row.user_id,
  value: row.value,
  valueDetailed: row.value_detailed,
  learningGuideQuestionId: row.question_id,
  createdAt: row.created_at.toISOString(),
});

/** 403 unless `userId` is the caller's own id; answers it. */
function requireOwnUser(session: Session | null, userId: number): number {
  const caller = signedIn(session);
  if (caller.userId !== userId) throw new ApiProblem(403, 'FORBIDDEN', 'A user may only read and rate the learning guide as itself');
  return caller.userId;
}

async function readGuide(db: Queryable, module: Module, userId: number): Promise<LearningGuide> {
  const [guide] = await db.query<{ title: string; content: string }>('select title, content from learning_guides where module = $1', [module]);
  if (!guide) throw guideNotFound(module);
  const questions = await db.query<Question>(
    `select q.id, q.title, q.value, q.content,
            exists (select 1 from learning_guide_ratings r where r.question_id = q.id and r.user_id = $2) as answer
       from learning_guide_questions q
      where q.module = $1 and q.archived_at is null
      order by q.display_position`,
    [module, userId],
  );
  return { title: guide.title, module, content: guide.content, data: questions };
}

/** Handlers of openapi/learning-guide.yaml. */
export function createLearningGuideHandlers(context: AppContext): Required<Pick<OperationHandlers, LearningGuideOperationId>> {
  const { db, clock } = context;

  return {
    getLearningGuide: async ({ session, params }) => {
      const userId = requireOwnUser(session, params.userId);
      return { status: 200, body: await readGuide(db, params.module, userId) };
    },

    rateLearningGuideQuestion: async ({ session, body }) => {
      const userId = requireOwnUser(session, body.userId);
      // The first rating wins, also against a concurrent one: whichever insert loses the unique key
      // inserts nothing and reads the winner's row. Selecting the question in the insert makes an
      // unknown id insert nothing too, instead of failing on the foreign key.
      const [stored] = await db.query<RatingRow>(
        `insert into learning_guide_ratings (user_id, question_id, value, value_detailed, created_at)
         select $1::integer, q.id, $3::smallint, $4::text, $5::timestamptz from learning_guide_questions q where q.id = $2 and q.archived_at is null
         on conflict (user_id, question_id) do nothing
         returning ${RATING_COLUMNS}`,
        [userId, body.learningGuideQuestionId, body.value, body.valueDetailed, clock()],
      );
      if (stored) return { status: 201, body: ratingOf(stored) };
      const [existing] = await db.query<RatingRow>(`select ${RATING_COLUMNS} from learning_guide_ratings where user_id = $1 and question_id = $2`, [
        userId,
        body.learningGuideQuestionId,
      ]);
      if (existing) return { status: 200, body: ratingOf(existing) };
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
