/**
 * Configuración > Guías de aprendizaje on the server: the guides as staff edit them (migration 021
 * adds their version, who saved them last and the archived questions), the save of a whole guide and
 * the ratings report. Sellers read the same tables through ./handlers.ts, live questions only.
 */
import type { components } from '../../openapi/generated/learning-guide.ts';
import { NEGATIVE_REASONS, reasonOfRecordedText } from '../../shared/learningGuides/reasons.ts';
import type { Queryable } from '../db/database.ts';

type Module = components['schemas']['Module'];
export type EditableGuide = components['schemas']['EditableGuide'];
export type GuideSummary = components['schemas']['GuideSummary'];
export type GuideSave = components['schemas']['GuideSave'];
export type RatingsReport = components['schemas']['RatingsReport'];
type RatingCounts = components['schemas']['RatingCounts'];

/** The sections in the order the list shows them: the seller's menu order, metrics beside reports. */
export const GUIDE_MODULES: readonly Module[] = ['orders', 'stock', 'pim', 'finance', 'reports', 'metrics'];

interface GuideRow {
  module: Module;
  title: string;
  content: string;
  version: number;
  updatedBy: string | null;
  updatedAt: Date | string | null;
}

const SELECT_GUIDE = `
  select g.module, g.title, g.content, g.version,
         case when u.id is null then null else u.first_name || ' ' || u.last_name end as "updatedBy",
         g.updated_at as "updatedAt"
    from learning_guides g left join users u on u.id = g.updated_by`;

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Every guide with its live questions counted, in GUIDE_MODULES' order. */
export async function listGuides(db: Queryable): Promise<GuideSummary[]> {
  const rows = await db.query<GuideRow & { questionCount: number }>(
    `select s.*, (select count(*)::int from learning_guide_questions q where q.module = s.module and q.archived_at is null) as "questionCount"
       from (${SELECT_GUIDE}) s`,
  );
  return rows
    .map((row) => ({ module: row.module, title: row.title, questionCount: row.questionCount, version: row.version, updatedBy: row.updatedBy, updatedAt: isoOrNull(row.updatedAt) }))
    .sort((a, b) => GUIDE_MODULES.indexOf(a.module) - GUIDE_MODULES.indexOf(b.module));
}

/** One guide with its live questions in display order; null when the module has none. */
export async function readEditableGuide(db: Queryable, module: Module): Promise<EditableGuide | null> {
  const [guide] = await db.query<GuideRow>(`${SELECT_GUIDE} where g.module = $1`, [module]);
  if (!guide) return null;
  const questions = await db.query<EditableGuide['questions'][number]>(
    `select id, title, value, content from learning_guide_questions where module = $1 and archived_at is null order by display_position`,
    [module],
  );
  return { module, title: guide.title, content: guide.content, version: guide.version, updatedBy: guide.updatedBy, updatedAt: isoOrNull(guide.updatedAt), questions };
}

/** The ids of the guide's live questions. */
export async function liveQuestionIds(db: Queryable, module: Module): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('select id from learning_guide_questions where module = $1 and archived_at is null', [module]);
  return new Set(rows.map((row) => row.id));
}

export type SaveOutcome = 'saved' | 'stale' | 'notFound';

/**
 * Writes the whole guide in one transaction, as the version after `basedOnVersion`. Raising the
 * version only where it still is `basedOnVersion` locks the guide's row, so of two saves on the same
 * base the second waits, finds the version moved and changes nothing ('stale'). Questions named by id
 * must be live questions of this guide (the handler checked); those left out are archived.
 */
export async function saveGuide(tx: Queryable, module: Module, save: GuideSave, savedBy: number, savedAt: Date): Promise<SaveOutcome> {
  const bumped = await tx.query<{ version: number }>(
    `update learning_guides set title = $3, content = $4, version = version + 1, updated_by = $5, updated_at = $6
      where module = $1 and version = $2 returning version`,
    [module, save.basedOnVersion, save.title.trim(), save.content.trim(), savedBy, savedAt.toISOString()],
  );
  if (bumped.length === 0) {
    const [exists] = await tx.query('select 1 from learning_guides where module = $1', [module]);
    return exists ? 'stale' : 'notFound';
  }
  const kept = save.questions.flatMap((question) => (question.id === undefined ? [] : [question.id]));
  await tx.query(
    `update learning_guide_questions set archived_at = $3
      where module = $1 and archived_at is null and not (id = any($2::int[]))`,
    [module, kept, savedAt.toISOString()],
  );
  // Live positions are unique: move the kept questions out of the way before they take their new places.
  await tx.query('update learning_guide_questions set display_position = display_position + 1000 where module = $1 and archived_at is null', [module]);
  for (const [index, question] of save.questions.entries()) {
    const values = [module, index + 1, question.title.trim(), question.value.trim(), question.content.trim()];
    if (question.id === undefined) {
      await tx.query('insert into learning_guide_questions (module, display_position, title, value, content) values ($1, $2, $3, $4, $5)', values);
    } else {
      await tx.query('update learning_guide_questions set display_position = $2, title = $3, value = $4, content = $5 where module = $1 and id = $6', [...values, question.id]);
    }
  }
  return 'saved';
}

const emptyCounts = (): RatingCounts => ({ yes: 0, no: 0, reasons: [...NEGATIVE_REASONS, 'other' as const].map((reason) => ({ reason, count: 0 })) });

function addRating(counts: RatingCounts, value: number, detailed: string, times: number) {
  if (value === 1) {
    counts.yes += times;
    return;
  }
  counts.no += times;
  const reason = reasonOfRecordedText(detailed);
  counts.reasons.find((entry) => entry.reason === reason)!.count += times;
}

/** The guide's ratings per question (live ones in order, then removed ones) and in total; null without a guide. */
export async function ratingsReport(db: Queryable, module: Module): Promise<RatingsReport | null> {
  const [guide] = await db.query<{ title: string }>('select title from learning_guides where module = $1', [module]);
  if (!guide) return null;
  const questions = await db.query<{ id: number; title: string; value: string; removed: boolean }>(
    `select id, title, value, archived_at is not null as removed from learning_guide_questions
      where module = $1 order by archived_at is not null, archived_at desc, display_position, id`,
    [module],
  );
  const tallies = await db.query<{ questionId: number; value: number; detailed: string; times: number }>(
    `select r.question_id as "questionId", r.value, r.value_detailed as detailed, count(*)::int as times
       from learning_guide_ratings r join learning_guide_questions q on q.id = r.question_id
      where q.module = $1 group by r.question_id, r.value, r.value_detailed`,
    [module],
  );
  const totals = emptyCounts();
  const perQuestion = new Map(questions.map((question) => [question.id, emptyCounts()]));
  for (const tally of tallies) {
    addRating(perQuestion.get(tally.questionId)!, tally.value, tally.detailed, tally.times);
    addRating(totals, tally.value, tally.detailed, tally.times);
  }
  return {
    module,
    title: guide.title,
    questions: questions.map((question) => ({ id: question.id, title: question.title, value: question.value, removed: question.removed, counts: perQuestion.get(question.id)! })),
    totals,
  };
}
