/**
 * The review of a seller application: taking it into review, approving it into a real seller with
 * its user, or rejecting it with a reason. Each decision is one transaction that locks the
 * application's row first, so two clicks (or two admins) decide once: the second finds it decided
 * and answers what the first did.
 */
import type { components } from '../../openapi/generated/onboarding.ts';
import { fromRegisterPayload } from '../../shared/onboarding/payload.ts';
import type { SignupData } from '../../shared/onboarding/steps.ts';
import type { AppContext } from '../app-context.ts';
import { issuePasswordLink, unusablePasswordHash, WELCOME_LINK_HOURS } from '../auth/password-links.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { StoredAnswer } from './applications.ts';
import { applicationApprovedMail, applicationRejectedMail } from './review-mail.ts';

type ApplicationReview = components['schemas']['ApplicationReview'];
type ApplicationStatus = components['schemas']['ApplicationStatus'];
type ReviewEventKind = components['schemas']['ApplicationReviewEvent']['kind'];

const notFound = () => new ApiProblem(404, 'APPLICATION_NOT_FOUND', 'No application has this id');
const alreadyDecided = (status: ApplicationStatus) =>
  new ApiProblem(409, 'APPLICATION_ALREADY_DECIDED', `The application was already ${status}`);

interface ApplicationRow {
  id: string;
  status: ApplicationStatus;
  business_name: string;
  company_name: string;
  document_number: string;
  commercial_email: string;
  answers: StoredAnswer[];
  proof_file_name: string;
  proof_file_content_type: 'image/png' | 'image/jpeg' | 'application/pdf';
  seller_id: number | null;
  user_id: number | null;
  rejection_reason: string | null;
}

/** The application's row, locked until the transaction ends. */
async function lockApplication(tx: Queryable, id: string): Promise<ApplicationRow> {
  const [row] = await tx.query<ApplicationRow>(
    `select id, status, business_name, company_name, document_number, commercial_email, answers, proof_file_name,
            proof_file_content_type, seller_id, user_id, rejection_reason
       from seller_applications where id = $1 for update`,
    [id],
  );
  if (!row) throw notFound();
  return row;
}

async function recordEvent(tx: Queryable, id: string, kind: ReviewEventKind, actorId: number, at: Date, reason: string | null = null) {
  await tx.query('insert into seller_application_events (application_id, kind, actor_id, reason, created_at) values ($1, $2, $3, $4, $5)', [
    id,
    kind,
    actorId,
    reason,
    at,
  ]);
}

/** The application's review: its status, what the decision created or why it was refused, and its history. */
export async function readReview(db: Queryable, id: string): Promise<ApplicationReview> {
  const [row] = await db.query<Pick<ApplicationRow, 'id' | 'status' | 'seller_id' | 'user_id' | 'rejection_reason'>>(
    'select id, status, seller_id, user_id, rejection_reason from seller_applications where id = $1',
    [id],
  );
  if (!row) throw notFound();
  const events = await db.query<{ kind: ReviewEventKind; created_at: Date; actor_id: number | null; first_name: string | null; last_name: string | null; reason: string | null }>(
    `select e.kind, e.created_at, e.actor_id, u.first_name, u.last_name, e.reason
       from seller_application_events e left join users u on u.id = e.actor_id
      where e.application_id = $1 order by e.created_at, e.id`,
    [id],
  );
  return {
    applicationId: row.id,
    status: row.status,
    sellerId: row.seller_id,
    userId: row.user_id,
    rejectionReason: row.rejection_reason,
    events: events.map((event) => ({
      kind: event.kind,
      at: new Date(event.created_at).toISOString(),
      actor: event.actor_id === null ? null : { id: event.actor_id, name: `${event.first_name ?? ''} ${event.last_name ?? ''}`.trim() },
      reason: event.reason,
    })),
  };
}

/** received -> in_review, once; asking again while in review changes nothing. */
export async function startReview(context: AppContext, id: string, actorId: number): Promise<ApplicationReview> {
  await context.db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (application.status === 'approved' || application.status === 'rejected') throw alreadyDecided(application.status);
    if (application.status === 'in_review') return;
    await tx.query(`update seller_applications set status = 'in_review' where id = $1`, [id]);
    await recordEvent(tx, id, 'review_started', actorId, context.clock());
  });
  return readReview(context.db, id);
}

/**
 * The wizard's data as the application stored it (the server checked it on arrival). The proof
 * file is named but not read: the seller's records keep the bank data, the application the file.
 */
function signupDataOf(application: ApplicationRow): SignupData {
  const read = fromRegisterPayload({
    payload: application.answers,
    proofFile: { fileName: application.proof_file_name, contentType: application.proof_file_content_type, contentBase64: '' },
  });
  if ('problems' in read) throw new Error(`Application ${application.id} holds answers the wizard cannot have sent`);
  return read.data;
}

/** The seller, its account data, contacts and warehouse, from the application's answers. */
async function createSeller(tx: Queryable, application: ApplicationRow, data: SignupData, now: Date, actorId: number): Promise<number> {
  const [seller] = await tx.query<{ id: number }>(
    `insert into sellers (name, legal_name, document_number, commercial_email, publish, created_at)
     values ($1, $2, $3, $4, false, $5) returning id`,
    [application.business_name, application.company_name, application.document_number, application.commercial_email.toLowerCase(), now],
  );
  if (!seller) throw new Error('sellers insert returned no row');
  const { contact, bank, logistic } = data;
  await tx.query(
    `insert into seller_accounts (seller_id, contact_email, contact_phone, bank_code, account_type, account_number, updated_at, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [seller.id, contact.notificationInfoEmail, contact.comertialAreaPhone, bank.bankChooseBank, bank.bankType, bank.accountNumber, now, actorId],
  );
  await tx.query(
    `insert into seller_bank_account_changes (seller_id, bank_code, account_type, account_number, changed_by, changed_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [seller.id, bank.bankChooseBank, bank.bankType, bank.accountNumber, actorId, now],
  );
  const contacts = [
    ['commercial', contact.comertialAreaName, contact.comertialAreaSecondName, contact.comertialAreaEmail, contact.comertialAreaCharge, contact.comertialAreaPhone],
    ['finance', contact.financeAreaName, contact.financeAreaSecondName, contact.financeAreaEmail, contact.financeAreaCharge, contact.financeAreaPhone],
    ['postSale', contact.postSellName, contact.postSellSecondName, contact.postSellEmail, contact.postSellCharge, contact.postSellPhone],
    ['warehouse', logistic.nameContact, logistic.lastnameContact, logistic.emailWarehouse, logistic.rolWarehouse, logistic.phoneWarehouse],
  ] as const;
  for (const [area, firstName, lastName, email, position, phone] of contacts) {
    await tx.query(
      'insert into seller_contacts (seller_id, area, first_name, last_name, email, position, phone) values ($1, $2, $3, $4, $5, $6, $7)',
      [seller.id, area, firstName, lastName, email.toLowerCase(), position, phone],
    );
  }
  await tx.query(
    `insert into seller_warehouses (seller_id, name, node_number, address, region_code, commune_code, region_name, commune_name, technical_service, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      seller.id,
      logistic.nameNode,
      logistic.numberNode === '' ? null : logistic.numberNode,
      logistic.addressWarehouse,
      logistic.regionWarehouse,
      logistic.communeWarehouse,
      logistic.nameRegion,
      logistic.nameComune,
      logistic.technicalService,
      now,
    ],
  );
  return seller.id;
}

/**
 * Approves the application: the seller and a seller user for the commercial e-mail, and a mail with a
 * single-use link to choose the password (/change/password/{token}, the reset links' page). The
 * user's stored password is the hash of a secret nobody keeps, so only the link opens the account.
 */
export async function approveApplication(context: AppContext, id: string, actorId: number): Promise<ApplicationReview> {
  // argon2 is the slow step: done before the transaction that holds the row's lock.
  const unusablePassword = await unusablePasswordHash(context.passwords);
  const mailed = await context.db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (application.status === 'approved') return false;
    if (application.status === 'rejected') throw alreadyDecided(application.status);
    const [sellerWithRut] = await tx.query<{ id: number }>('select id from sellers where document_number = $1', [application.document_number]);
    if (sellerWithRut) throw new ApiProblem(409, 'SELLER_DOCUMENT_TAKEN', 'A seller already has this RUT');
    const email = application.commercial_email.toLowerCase();
    const [userWithEmail] = await tx.query<{ id: number }>('select id from users where email = $1', [email]);
    if (userWithEmail) throw new ApiProblem(409, 'USER_EMAIL_TAKEN', 'A portal user already has this e-mail');

    const now = context.clock();
    const data = signupDataOf(application);
    const sellerId = await createSeller(tx, application, data, now, actorId);
    const [user] = await tx.query<{ id: number }>(
      `insert into users (email, password_hash, first_name, last_name, role, seller_id, phone, created_at)
       values ($1, $2, $3, $4, 'seller', $5, $6, $7) returning id`,
      [email, unusablePassword, data.contact.comertialAreaName, data.contact.comertialAreaSecondName, sellerId, data.contact.comertialAreaPhone, now],
    );
    if (!user) throw new Error('users insert returned no row');
    const link = await issuePasswordLink(tx, { publicUrl: context.publicUrl, userId: user.id, now, validMs: WELCOME_LINK_HOURS * 3_600_000 });
    await tx.query(`update seller_applications set status = 'approved', seller_id = $2, user_id = $3 where id = $1`, [id, sellerId, user.id]);
    await recordEvent(tx, id, 'approved', actorId, now);
    await context.queueMail(
      tx,
      applicationApprovedMail({
        to: email,
        firstName: data.contact.comertialAreaName,
        businessName: application.business_name,
        link,
        validHours: WELCOME_LINK_HOURS,
      }),
    );
    return true;
  });
  if (mailed) context.sendQueuedMail();
  return readReview(context.db, id);
}

/** Rejects the application with the reason the applicant is mailed; its name and e-mail are free again. */
export async function rejectApplication(context: AppContext, id: string, actorId: number, reason: string): Promise<ApplicationReview> {
  const trimmed = reason.trim();
  if (trimmed.length < 10) {
    throw ApiProblem.validation([{ field: 'body.reason', message: 'must have at least 10 characters besides spaces' }]);
  }
  const mailed = await context.db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    if (application.status === 'rejected') return false;
    if (application.status === 'approved') throw alreadyDecided(application.status);
    const now = context.clock();
    await tx.query(`update seller_applications set status = 'rejected', rejection_reason = $2 where id = $1`, [id, trimmed]);
    await recordEvent(tx, id, 'rejected', actorId, now, trimmed);
    const data = signupDataOf(application);
    await context.queueMail(
      tx,
      applicationRejectedMail({
        to: application.commercial_email.toLowerCase(),
        firstName: data.contact.comertialAreaName,
        businessName: application.business_name,
        reason: trimmed,
      }),
    );
    return true;
  });
  if (mailed) context.sendQueuedMail();
  return readReview(context.db, id);
}
