/**
 * Opening and closing modules, and what admins read of it: each module with its last change, and a
 * module's history. A switch and its history row are written in one transaction, so the history
 * never misses a change nor records one that did not happen.
 */
import type { components } from '../../openapi/generated/services-status.ts';
import { reasonProblemOf, reopeningProblemOf, SWITCHES_MODULE_KEY } from '../../shared/moduleSwitches/rules.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';

type ServiceStatus = components['schemas']['ServiceStatus'];
type ModuleSwitch = components['schemas']['ModuleSwitch'];
type SwitchChange = components['schemas']['SwitchChange'];
type ServiceStatusUpdate = components['schemas']['ServiceStatusUpdate'];

/** The most history a module answers: years of switching, far more than a screen reads. */
export const HISTORY_LIMIT = 100;

interface StatusRow {
  key_module: string;
  active: boolean;
  released: boolean;
  count_to_close_page: number;
  module: string;
  reason: string | null;
  expected_reopening: Date | null;
}

interface ChangeRow {
  id: number;
  active: boolean;
  reason: string | null;
  expected_reopening: Date | null;
  changed_at: Date;
  changed_by: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

const STATUS_COLUMNS = 's.key_module, s.active, s.released, s.count_to_close_page, s.module, s.reason, s.expected_reopening';
const CHANGE_COLUMNS = 'c.id, c.active, c.reason, c.expected_reopening, c.changed_at, c.changed_by, u.first_name, u.last_name, u.email';

const statusOf = (row: StatusRow): ServiceStatus => ({
  key_module: row.key_module,
  active: row.active,
  released: row.released,
  count_to_close_page: row.count_to_close_page,
  module: row.module,
  reason: row.reason,
  expected_reopening: row.expected_reopening?.toISOString() ?? null,
});

const changeOf = (row: ChangeRow): SwitchChange => ({
  id: row.id,
  active: row.active,
  reason: row.reason,
  expected_reopening: row.expected_reopening?.toISOString() ?? null,
  changed_at: row.changed_at.toISOString(),
  changed_by: row.changed_by === null ? null : { id: row.changed_by, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(), email: row.email ?? '' },
});

/** Every module as sellers may read it (no word of who switched it), ordered by key. */
export async function publicStatuses(db: Queryable): Promise<ServiceStatus[]> {
  const rows = await db.query<StatusRow>(`select ${STATUS_COLUMNS} from services_status s order by s.key_module`);
  return rows.map(statusOf);
}

/** Whether a module is released and switched on; null when no module has that key. */
export async function moduleSwitchOf(db: Queryable, keyModule: string): Promise<Pick<ServiceStatus, 'key_module' | 'active' | 'released'> | null> {
  const [module] = await db.query<Pick<ServiceStatus, 'key_module' | 'active' | 'released'>>('select key_module, active, released from services_status where key_module = $1', [
    keyModule,
  ]);
  return module ?? null;
}

/** Every module with its latest change (null when never switched), ordered by key. */
export async function lastChanges(db: Queryable): Promise<ModuleSwitch[]> {
  const rows = await db.query<StatusRow & { [K in keyof ChangeRow as `c_${K}`]: ChangeRow[K] | null }>(
    `select ${STATUS_COLUMNS},
            c.id as c_id, c.active as c_active, c.reason as c_reason, c.expected_reopening as c_expected_reopening,
            c.changed_at as c_changed_at, c.changed_by as c_changed_by,
            u.first_name as c_first_name, u.last_name as c_last_name, u.email as c_email
       from services_status s
       left join lateral (
         select * from services_status_changes c where c.key_module = s.key_module order by c.changed_at desc, c.id desc limit 1
       ) c on true
       left join users u on u.id = c.changed_by
      order by s.key_module`,
  );
  return rows.map((row) => ({
    ...statusOf(row),
    last_change:
      row.c_id === null || row.c_active === null || row.c_changed_at === null
        ? null
        : changeOf({
            id: row.c_id,
            active: row.c_active,
            reason: row.c_reason,
            expected_reopening: row.c_expected_reopening,
            changed_at: row.c_changed_at,
            changed_by: row.c_changed_by,
            first_name: row.c_first_name,
            last_name: row.c_last_name,
            email: row.c_email,
          }),
  }));
}

/** A module's changes, newest first; 404 for a module that does not exist. */
export async function moduleHistory(db: Queryable, keyModule: string): Promise<SwitchChange[]> {
  const [module] = await db.query('select 1 from services_status where key_module = $1', [keyModule]);
  if (!module) throw ApiProblem.notFound(`Module ${keyModule} does not exist`);
  const rows = await db.query<ChangeRow>(
    `select ${CHANGE_COLUMNS}
       from services_status_changes c left join users u on u.id = c.changed_by
      where c.key_module = $1
      order by c.changed_at desc, c.id desc
      limit ${HISTORY_LIMIT}`,
    [keyModule],
  );
  return rows.map(changeOf);
}

/** The refusal of a change that breaks a rule: a 400 whose code the screen translates. */
function refused(code: string, field: 'reason' | 'expected_reopening'): ApiProblem {
  return new ApiProblem(400, code, `The module's ${field.replace('_', ' ')} is not acceptable (${code})`, {
    details: [{ field: `body.${field}`, message: code }],
  });
}

/** The stored values of a change, once its rules pass: a closing's trimmed reason, an opening's nothing. */
function checkedChange(change: ServiceStatusUpdate, now: Date): { reason: string | null; reopening: string | null } {
  if (change.active) {
    if (change.reason !== undefined) throw refused('SWITCH_OPEN_TAKES_NO_REASON', 'reason');
    if (change.expected_reopening !== undefined) throw refused('SWITCH_OPEN_TAKES_NO_REASON', 'expected_reopening');
    return { reason: null, reopening: null };
  }
  const reasonProblem = reasonProblemOf(change.reason);
  if (reasonProblem) throw refused(reasonProblem, 'reason');
  const reopeningProblem = reopeningProblemOf(change.expected_reopening, now);
  if (reopeningProblem) throw refused(reopeningProblem, 'expected_reopening');
  return { reason: (change.reason ?? '').trim(), reopening: change.expected_reopening ?? null };
}

export interface SwitchRequest {
  keyModule: string;
  change: ServiceStatusUpdate;
  /** The admin switching it. */
  by: number;
  now: Date;
}

/** Opens or closes a module and records who did it; answers the module as stored now. */
export async function switchModule(db: Database, { keyModule, change, by, now }: SwitchRequest): Promise<ServiceStatus> {
  // Before the rules: whatever the body says, the switches' own module is not switched.
  if (keyModule === SWITCHES_MODULE_KEY) {
    throw new ApiProblem(409, 'MODULE_SWITCH_LOCKED', 'The module switches stay open, so admins can always reach them');
  }
  const { reason, reopening } = checkedChange(change, now);
  return db.transaction(async (tx) => {
    const [updated] = await tx.query<StatusRow>(
      `update services_status s
          set active = $2, reason = $3, expected_reopening = $4, count_to_close_page = coalesce($5, count_to_close_page), updated_at = $6
        where key_module = $1
        returning ${STATUS_COLUMNS}`,
      [keyModule, change.active, reason, reopening, change.count_to_close_page ?? null, now],
    );
    if (!updated) throw ApiProblem.notFound(`Module ${keyModule} does not exist`);
    await tx.query(
      `insert into services_status_changes (key_module, active, reason, expected_reopening, changed_by, changed_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [keyModule, change.active, reason, reopening, by, now],
    );
    return statusOf(updated);
  });
}
