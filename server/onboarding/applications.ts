import type { components } from '../../openapi/generated/onboarding.ts';
import type { Queryable } from '../db/database.ts';
import { santiagoDayEndSql, santiagoDayStartSql } from '../kit/santiagoCalendar.ts';

type ApplicationSummary = components['schemas']['ApplicationSummary'];
type ApplicationStatus = components['schemas']['ApplicationStatus'];
type ApplicationStatusCounts = components['schemas']['ApplicationStatusCounts'];
type ProofFileContentType = components['schemas']['ProofFile']['contentType'];
type RegisterQuestion = components['schemas']['RegisterQuestion'];

/** One stored answer, as the jsonb column holds it. */
export interface StoredAnswer {
  question: RegisterQuestion;
  response: string;
}

/** What the register-form operation stores. */
export interface NewApplication {
  id: string;
  createdAt: Date;
  businessName: string;
  companyName: string;
  documentNumber: string;
  societyType: string;
  commercialEmail: string;
  documentNumberExists: boolean;
  /** In question order. */
  answers: StoredAnswer[];
  clientAddress: string;
  proofFile: { bytes: Uint8Array; fileName: string; contentType: ProofFileContentType; sha256: string };
  idempotencyKey: string;
}

export async function insertApplication(tx: Queryable, application: NewApplication): Promise<void> {
  await tx.query(
    `insert into seller_applications (id, status, created_at, business_name, company_name, document_number, society_type,
       commercial_email, document_number_exists, answers, source, client_address, proof_file, proof_file_name,
       proof_file_content_type, proof_file_size, proof_file_sha256, idempotency_key)
     values ($1, 'received', $2, $3, $4, $5, $6, $7, $8, $9::jsonb, 'form', $10, $11, $12, $13, $14, $15, $16)`,
    [
      application.id,
      application.createdAt,
      application.businessName,
      application.companyName,
      application.documentNumber,
      application.societyType,
      application.commercialEmail,
      application.documentNumberExists,
      JSON.stringify(application.answers),
      application.clientAddress,
      application.proofFile.bytes,
      application.proofFile.fileName,
      application.proofFile.contentType,
      application.proofFile.bytes.byteLength,
      application.proofFile.sha256,
      application.idempotencyKey,
    ],
  );
  await tx.query(`insert into seller_application_events (application_id, kind, created_at) values ($1, 'received', $2)`, [
    application.id,
    application.createdAt,
  ]);
}

/** Whether a seller or an application not rejected already uses the commercial name (compared by portal_name_key). */
export async function businessNameTaken(db: Queryable, name: string): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    `select exists (select 1 from sellers where portal_name_key(name) = portal_name_key($1))
         or exists (select 1 from seller_applications where status <> 'rejected' and portal_name_key(business_name) = portal_name_key($1))
         as taken`,
    [name],
  );
  return row?.taken === true;
}

/** Whether the e-mail is a portal user's, a seller's commercial e-mail or a live application's (case-insensitive). */
export async function commercialEmailTaken(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    `select exists (select 1 from users where email = lower($1))
         or exists (select 1 from sellers where lower(commercial_email) = lower($1))
         or exists (select 1 from seller_applications where status <> 'rejected' and lower(commercial_email) = lower($1))
         as taken`,
    [email],
  );
  return row?.taken === true;
}

/** The seller a cleaned RUT belongs to, if any. */
export async function findSellerByDocumentNumber(db: Queryable, documentNumber: string): Promise<{ legalName: string; documentNumber: string } | null> {
  const [row] = await db.query<{ legal_name: string | null; name: string; document_number: string }>(
    'select legal_name, name, document_number from sellers where document_number = $1',
    [documentNumber],
  );
  return row ? { legalName: row.legal_name ?? row.name, documentNumber: row.document_number } : null;
}

interface SummaryRow {
  id: string;
  status: ApplicationStatus;
  created_at: Date;
  business_name: string;
  company_name: string;
  document_number: string;
  society_type: string;
  commercial_email: string;
  document_number_exists: boolean;
}

const SUMMARY_COLUMNS =
  'id, status, created_at, business_name, company_name, document_number, society_type, commercial_email, document_number_exists';

const summaryOf = (row: SummaryRow): ApplicationSummary => ({
  id: row.id,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  businessName: row.business_name,
  companyName: row.company_name,
  documentNumber: row.document_number,
  societyType: row.society_type,
  commercialEmail: row.commercial_email,
  documentNumberExists: row.document_number_exists,
});

export interface ApplicationFilters {
  status?: ApplicationStatus | undefined;
  q?: string | undefined;
  /** yyyy-mm-dd, a Santiago day, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

const RUT_LIKE = /^[0-9.\s-]*[0-9][0-9.\s-]*[kK]?$/;

/**
 * One page of applications, newest first. `q` matches the commercial or legal name the way names
 * are compared everywhere (portal_name_key: accents, case and punctuation ignored), or, when it
 * looks like a RUT, part of the cleaned RUT.
 */
export async function listApplications(
  db: Queryable,
  filters: ApplicationFilters,
): Promise<{ data: ApplicationSummary[]; total: number; counts: ApplicationStatusCounts }> {
  const rutPart = filters.q && RUT_LIKE.test(filters.q.trim()) ? filters.q.replace(/[.\s-]/g, '').toUpperCase() : null;
  const where = `
    where ($1::text is null or status = $1)
      and ($2::text is null
           or (portal_name_key($2) <> ''
               and (portal_name_key(business_name) like '%' || portal_name_key($2) || '%'
                    or portal_name_key(company_name) like '%' || portal_name_key($2) || '%'))
           or ($3::text is not null and document_number like '%' || $3 || '%'))
      and ($4::date is null or created_at >= ${santiagoDayStartSql('$4')})
      and ($5::date is null or created_at < ${santiagoDayEndSql('$5')})`;
  const params = [filters.status ?? null, filters.q ?? null, rutPart, filters.from ?? null, filters.to ?? null];
  const [counted] = await db.query<{ total: number }>(`select count(*)::int as total from seller_applications ${where}`, params);
  const rows = await db.query<SummaryRow>(
    `select ${SUMMARY_COLUMNS} from seller_applications ${where}
      order by created_at desc, id desc limit $6 offset $7`,
    [...params, filters.pageSize, (filters.page - 1) * filters.pageSize],
  );
  // The tabs' counts: the same search and dates under every status, so a tab says what it holds before it is opened.
  const byStatus = await db.query<{ status: ApplicationStatus; total: number }>(
    `select status, count(*)::int as total from seller_applications ${where} group by status`,
    [null, ...params.slice(1)],
  );
  const counts: ApplicationStatusCounts = { received: 0, in_review: 0, approved: 0, rejected: 0 };
  for (const row of byStatus) counts[row.status] = row.total;
  return { data: rows.map(summaryOf), total: counted?.total ?? 0, counts };
}

export interface StoredApplication extends ApplicationSummary {
  answers: StoredAnswer[];
  proofFile: { fileName: string; contentType: ProofFileContentType; size: number; sha256: string };
  source: 'form';
  clientAddress: string;
}

export async function findApplication(db: Queryable, id: string): Promise<StoredApplication | null> {
  const [row] = await db.query<
    SummaryRow & {
      answers: StoredAnswer[];
      proof_file_name: string;
      proof_file_content_type: ProofFileContentType;
      proof_file_size: number;
      proof_file_sha256: string;
      client_address: string;
    }
  >(
    `select ${SUMMARY_COLUMNS}, answers, proof_file_name, proof_file_content_type, proof_file_size, proof_file_sha256, client_address
       from seller_applications where id = $1`,
    [id],
  );
  if (!row) return null;
  return {
    ...summaryOf(row),
    answers: row.answers,
    proofFile: { fileName: row.proof_file_name, contentType: row.proof_file_content_type, size: row.proof_file_size, sha256: row.proof_file_sha256 },
    source: 'form',
    clientAddress: row.client_address,
  };
}

export async function findProofFile(db: Queryable, id: string): Promise<{ bytes: Buffer; fileName: string; contentType: ProofFileContentType } | null> {
  const [row] = await db.query<{ proof_file: Uint8Array; proof_file_name: string; proof_file_content_type: ProofFileContentType }>(
    'select proof_file, proof_file_name, proof_file_content_type from seller_applications where id = $1',
    [id],
  );
  if (!row) return null;
  return { bytes: Buffer.from(row.proof_file), fileName: row.proof_file_name, contentType: row.proof_file_content_type };
}
