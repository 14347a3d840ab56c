/**
 * The SQL of the help drawer's side of the learning guide: a section's guide as a seller reads it,
 * and the seller's rating of an answer. Staff's editing is ./editing.ts.
 */
import type { components } from '../../openapi/generated/learning-guide.ts';
import type { Queryable } from '../db/database.ts';

type LearningGuide = components['schemas']['LearningGuide'];
type Module = components['schemas']['Module'];
type Question = components['schemas']['Question'];
type Rating = components['schemas']['Rating'];

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

/** A section's guide and its live questions, each saying whether `userId` has rated it; null if the section has none. */
export async function readGuide(db: Queryable, module: Module, userId: number): Promise<LearningGuide | null> {
  const [guide] = await db.query<{ title: string; content: string }>('select title, content from learning_guides where module = $1', [module]);
  if (!guide) return null;
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

export interface RatingRequest {
  userId: number;
  questionId: number;
  value: Rating['value'];
  valueDetailed: string;
  at: Date;
}

/**
 * The user's rating of a question: the one just stored (`first`), or the one stored before; null
 * when the question does not exist or is archived.
 */
export async function rateQuestion(db: Queryable, request: RatingRequest): Promise<{ rating: Rating; first: boolean } | null> {
  // The first rating wins, also against a concurrent one: whichever insert loses the unique key
  // inserts nothing and reads the winner's row. Selecting the question in the insert makes an
  // unknown id insert nothing too, instead of failing on the foreign key.
  const [stored] = await db.query<RatingRow>(
    `insert into learning_guide_ratings (user_id, question_id, value, value_detailed, created_at)
     select $1::integer, q.id, $3::smallint, $4::text, $5::timestamptz from learning_guide_questions q where q.id = $2 and q.archived_at is null
     on conflict (user_id, question_id) do nothing
     returning ${RATING_COLUMNS}`,
    [request.userId, request.questionId, request.value, request.valueDetailed, request.at],
  );
  if (stored) return { rating: ratingOf(stored), first: true };
  const [existing] = await db.query<RatingRow>(`select ${RATING_COLUMNS} from learning_guide_ratings where user_id = $1 and question_id = $2`, [
    request.userId,
    request.questionId,
  ]);
  return existing ? { rating: ratingOf(existing), first: false } : null;
}
