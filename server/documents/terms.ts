import { createHash, randomUUID } from 'node:crypto';
import type { components } from '../../openapi/generated/documents.ts';
import type { Database, Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Caller } from './caller.ts';
import { hasVisibleContent, sanitizeRichHtml } from './html.ts';
import { unacceptable } from './notification-content.ts';
import { liftSuspensions } from './terms-suspensions.ts';

type Schemas = components['schemas'];
export type PendingTerms = Schemas['PendingTerms'];
export type Terms = Schemas['Terms'];
export type TermsCreate = Schemas['TermsCreate'];
export type TermsAcceptance = Schemas['TermsAcceptance'];

/** Any fixed number: publishing a version takes it, so two admins never get the same version. */
const TERMS_PUBLISH_LOCK_KEY = 8_015_004;
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
const USER_AGENT_MAX = 512;

export const sha256Hex = (content: string | Uint8Array): string => createHash('sha256').update(content).digest('hex');

interface TermsRow {
  id: number;
  key: string;
  version: number;
  title: string;
  content_type: 'pdf' | 'html';
  content: string;
  start_date: string;
  end_date: string | null;
  approval_limit_date: string;
  exception: number;
}

const TERMS_COLUMNS = `t.id, t.key, t.version, t.title, t.content_type, t.content,
  to_char(t.start_date, 'YYYY-MM-DD') as start_date, to_char(t.end_date, 'YYYY-MM-DD') as end_date,
  to_char(t.approval_limit_date, 'YYYY-MM-DD') as approval_limit_date, t.exception`;

const exceptionOf = (value: number): 0 | 1 => (value === 0 ? 0 : 1);

function pendingTermsOf(row: TermsRow): PendingTerms {
  return {
    id: row.id,
    key: row.key,
    version: row.version,
    title: row.title,
    contentType: row.content_type,
    content: row.content,
    startDate: row.start_date,
    endDate: row.end_date,
    approvalLimitDate: row.approval_limit_date,
    exception: exceptionOf(row.exception),
  };
}

/**
 * The versions in force that the seller has not accepted: per key, the newest version that has
 * started by `today` (a Santiago day), unless it has ended. Mandatory first, then by deadline.
 */
export async function pendingTermsFor(db: Queryable, sellerId: number, today: string): Promise<PendingTerms[]> {
  const rows = await db.query<TermsRow>(
    `with in_force as (
       select distinct on (t.key) t.*
         from terms t
        where t.start_date <= $2::date
        order by t.key, t.version desc
     )
     select ${TERMS_COLUMNS}
       from in_force t
      where (t.end_date is null or t.end_date >= $2::date)
        and not exists (select 1 from terms_acceptances a where a.terms_id = t.id and a.seller_id = $1)
      order by t.exception, t.approval_limit_date, t.key`,
    [sellerId, today],
  );
  return rows.map(pendingTermsOf);
}

interface AcceptanceRow {
  id: string;
  terms_id: number;
  key: string;
  version: number;
  title: string;
  seller_id: number;
  seller_name: string;
  user_id: number;
  user_email: string;
  user_name: string;
  accepted_at: Date;
  ip_address: string;
  user_agent: string;
  content_sha256: string;
}

export const ACCEPTANCE_SELECT = `select a.id, a.terms_id, t.key, t.version, t.title, a.seller_id, a.seller_name, a.user_id,
       a.user_email, a.user_name, a.accepted_at, a.ip_address, a.user_agent, a.content_sha256
  from terms_acceptances a join terms t on t.id = a.terms_id`;

/** An acceptance as the contract shows it, plus the user's name (printed on the receipt). */
export type StoredAcceptance = TermsAcceptance & { userName: string };

export function acceptanceOf(row: AcceptanceRow): StoredAcceptance {
  return {
    id: row.id,
    termsId: row.terms_id,
    termsKey: row.key,
    termsVersion: row.version,
    termsTitle: row.title,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    userId: row.user_id,
    userEmail: row.user_email,
    acceptedAt: new Date(row.accepted_at).toISOString(),
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    contentSha256: row.content_sha256,
    userName: row.user_name,
  };
}

/** Drops the receipt-only fields: what the JSON answers carry. */
export function publicAcceptance({ userName: _userName, ...acceptance }: StoredAcceptance): TermsAcceptance {
  return acceptance;
}

export async function findAcceptance(db: Queryable, id: string): Promise<StoredAcceptance | null> {
  const [row] = await db.query<AcceptanceRow>(`${ACCEPTANCE_SELECT} where a.id = $1`, [id]);
  return row ? acceptanceOf(row) : null;
}

/** A page of the acceptances of one seller (null: every seller's), newest first, and how many there are. */
export async function listAcceptances(db: Queryable, sellerId: number | null, limit: number, offset: number): Promise<{ data: TermsAcceptance[]; total: number }> {
  const rows = await db.query<AcceptanceRow>(`${ACCEPTANCE_SELECT} where ($1::int is null or a.seller_id = $1) order by a.accepted_at desc, a.id limit $2 offset $3`, [
    sellerId,
    limit,
    offset,
  ]);
  const [{ total = 0 } = {}] = await db.query<{ total: number }>('select count(*)::int as total from terms_acceptances where ($1::int is null or seller_id = $1)', [
    sellerId,
  ]);
  return { data: rows.map((row) => publicAcceptance(acceptanceOf(row))), total };
}

async function acceptanceFor(db: Queryable, termsId: number, sellerId: number): Promise<StoredAcceptance | null> {
  const [row] = await db.query<AcceptanceRow>(`${ACCEPTANCE_SELECT} where a.terms_id = $1 and a.seller_id = $2`, [termsId, sellerId]);
  return row ? acceptanceOf(row) : null;
}

export interface ApprovalRequest {
  caller: Caller;
  seller: { sellerId: number; sellerName: string };
  termsId: number;
  today: string;
  now: Date;
  ipAddress: string;
  userAgent: string;
}

/**
 * Records the seller's acceptance of a version, or answers the one it already has. 404 for an
 * unknown version or one that has not started, 409 when a newer version has started, 410 once it ended.
 * Accepting lifts the seller's suspension for these terms (see liftSuspensions): run it in a
 * transaction so the acceptance and the publish movement commit together.
 */
export async function approveTerms(db: Queryable, approval: ApprovalRequest): Promise<StoredAcceptance> {
  const { caller, seller, termsId, today } = approval;
  const existing = await acceptanceFor(db, termsId, seller.sellerId);
  if (existing) return existing;

  const [terms] = await db.query<{ id: number; content_sha256: string; started: boolean; ended: boolean; superseded: boolean }>(
    `select t.id, t.content_sha256,
            t.start_date <= $2::date as started,
            coalesce(t.end_date < $2::date, false) as ended,
            exists (select 1 from terms n where n.key = t.key and n.version > t.version and n.start_date <= $2::date) as superseded
       from terms t where t.id = $1`,
    [termsId, today],
  );
  if (!terms || !terms.started) throw new ApiProblem(404, 'TERMS_NOT_FOUND', `There are no terms with id ${termsId}`);
  if (terms.superseded) throw new ApiProblem(409, 'TERMS_SUPERSEDED', 'A newer version of these terms is in force; accept that one');
  if (terms.ended) throw new ApiProblem(410, 'TERMS_EXPIRED', 'This version of the terms is no longer in force');

  // A concurrent approval by another user of the same seller wins the race; both answer its record.
  await db.query(
    `insert into terms_acceptances (id, terms_id, seller_id, seller_name, user_id, user_email, user_name,
                                    accepted_at, ip_address, user_agent, content_sha256)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (terms_id, seller_id) do nothing`,
    [
      randomUUID(),
      termsId,
      seller.sellerId,
      seller.sellerName,
      caller.userId,
      caller.email,
      caller.name,
      approval.now,
      approval.ipAddress,
      approval.userAgent.slice(0, USER_AGENT_MAX),
      terms.content_sha256,
    ],
  );
  await liftSuspensions(db, { termsId, sellerId: seller.sellerId, now: approval.now });
  const stored = await acceptanceFor(db, termsId, seller.sellerId);
  if (!stored) throw new Error(`The acceptance of terms ${termsId} by seller ${seller.sellerId} was not stored`);
  return stored;
}

interface AdminTermsRow extends TermsRow {
  content_sha256: string;
  created_at: Date;
  created_by: number;
  accepted_count: number;
}

function termsOf(row: AdminTermsRow): Terms {
  return {
    ...pendingTermsOf(row),
    contentSha256: row.content_sha256,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    acceptedCount: row.accepted_count,
  };
}

const ADMIN_TERMS_SELECT = `select ${TERMS_COLUMNS}, t.content_sha256, t.created_at, t.created_by,
       (select count(*)::int from terms_acceptances a where a.terms_id = t.id) as accepted_count
  from terms t`;

export async function listTerms(db: Queryable, key: string | null, limit: number, offset: number): Promise<{ data: Terms[]; total: number }> {
  const rows = await db.query<AdminTermsRow>(
    `${ADMIN_TERMS_SELECT} where ($1::text is null or t.key = $1) order by t.created_at desc, t.id desc limit $2 offset $3`,
    [key, limit, offset],
  );
  const [{ total = 0 } = {}] = await db.query<{ total: number }>('select count(*)::int as total from terms where ($1::text is null or key = $1)', [key]);
  return { data: rows.map(termsOf), total };
}

interface PreparedContent {
  contentType: 'pdf' | 'html';
  /** Sanitised HTML, or the PDF bytes. */
  html: string | null;
  pdf: Buffer | null;
  originalFileName: string | null;
}

/** Checks what the schema cannot (dates in order, a real PDF under 10 MB, HTML left once sanitised): 422. */
function prepareTerms(body: TermsCreate): PreparedContent {
  if (body.startDate > body.approvalLimitDate) throw unacceptable('body.approvalLimitDate', 'must be on or after startDate');
  if (body.endDate && body.endDate <= body.startDate) throw unacceptable('body.endDate', 'must be after startDate');
  if (body.contentType === 'html') {
    const html = sanitizeRichHtml(body.html);
    if (!hasVisibleContent(html)) throw unacceptable('body.html', 'has no content left once sanitised');
    return { contentType: 'html', html, pdf: null, originalFileName: null };
  }
  const pdf = Buffer.from(body.file.contentBase64, 'base64');
  if (pdf.byteLength > MAX_PDF_BYTES) throw unacceptable('body.file.contentBase64', 'is larger than 10 MB');
  if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw unacceptable('body.file.contentBase64', 'is not a PDF (it does not start with %PDF-)');
  return { contentType: 'pdf', html: null, pdf, originalFileName: body.file.fileName };
}

/** The stored name of a version's PDF. */
export const termsFileName = (key: string, version: number): string => `${key}-v${version}.pdf`;

/** Publishes the next version of `body.key`. `createdBy` is the admin's user id. */
export async function createTerms(db: Database | Queryable, body: TermsCreate, createdBy: number, now: Date): Promise<Terms> {
  const prepared = prepareTerms(body);
  const work = async (tx: Queryable) => {
    await tx.query('select pg_advisory_xact_lock($1)', [TERMS_PUBLISH_LOCK_KEY]);
    const [{ next = 1 } = {}] = await tx.query<{ next: number }>('select coalesce(max(version), 0)::int + 1 as next from terms where key = $1', [body.key]);
    let content: string;
    let fileName: string | null = null;
    let contentSha256: string;
    if (prepared.pdf) {
      fileName = termsFileName(body.key, next);
      content = fileName;
      contentSha256 = sha256Hex(prepared.pdf);
      await tx.query(
        'insert into terms_files (file_name, content, content_sha256, original_file_name, created_at) values ($1, $2, $3, $4, $5)',
        [fileName, prepared.pdf, contentSha256, prepared.originalFileName, now],
      );
    } else {
      content = prepared.html ?? '';
      contentSha256 = sha256Hex(content);
    }
    const [row] = await tx.query<{ id: number }>(
      `insert into terms (key, version, title, content_type, content, file_name, content_sha256, start_date, end_date,
                          approval_limit_date, exception, created_at, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9::date, $10::date, $11, $12, $13) returning id`,
      [body.key, next, body.title, prepared.contentType, content, fileName, contentSha256, body.startDate, body.endDate ?? null, body.approvalLimitDate, body.exception, now, createdBy],
    );
    const [created] = await tx.query<AdminTermsRow>(`${ADMIN_TERMS_SELECT} where t.id = $1`, [row?.id]);
    if (!created) throw new Error(`Terms ${body.key} v${next} were not stored`);
    return termsOf(created);
  };
  return 'transaction' in db ? db.transaction(work) : work(db);
}

/**
 * A terms PDF by file name, or null when there is none or the caller may not see it yet: only
 * admins read the file of a version that has not started.
 */
export async function readTermsFile(db: Queryable, fileName: string, today: string, isAdmin: boolean): Promise<Buffer | null> {
  const [row] = await db.query<{ content: Uint8Array; started: boolean }>(
    `select f.content,
            exists (select 1 from terms t where t.file_name = f.file_name and t.start_date <= $2::date) as started
       from terms_files f where f.file_name = $1`,
    [fileName, today],
  );
  if (!row || (!row.started && !isAdmin)) return null;
  return Buffer.from(row.content);
}
