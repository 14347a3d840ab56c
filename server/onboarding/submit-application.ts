import { createHash, randomUUID } from 'node:crypto';
import type { components } from '../../openapi/generated/onboarding.ts';
import type { AppContext } from '../app-context.ts';
import { ApiProblem } from '../http/api-problem.ts';
import { businessNameTaken, commercialEmailTaken, findSellerByDocumentNumber, insertApplication } from './applications.ts';
import { checkApplication, type CheckedApplication } from './check-application.ts';
import { applicationReceivedMail } from './confirmation-mail.ts';
import { claimIdempotencyKey, completeIdempotencyKey, findFinishedRequestHash, releaseIdempotencyKey } from './idempotency.ts';
import { ONBOARDING_RATE_LIMITS, limitByAddress, onboardingBuckets } from './rate-limits.ts';
import { isUniqueViolationOf } from '../db/violations.ts';

type RegisterFormRequest = components['schemas']['RegisterFormRequest'];
type RegisterFormResponse = components['schemas']['RegisterFormResponse'];

const OPERATION = 'submitSellerApplication';
/** Applications are few: one lock makes the "name and e-mail unused" checks and the insert atomic. */
const APPLICATIONS_LOCK = 'onboarding:applications';

export type SubmissionAnswer = { status: 201; body: RegisterFormResponse; headers?: Record<string, string> };

const inProgress = () =>
  new ApiProblem(409, 'IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed', {
    headers: { 'retry-after': '1' },
  });
const keyReused = () =>
  new ApiProblem(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with another request body', {
    details: [{ field: 'headers.idempotency-key', message: 'was already used with a different body' }],
  });

/**
 * POST /web-hooks/register-form, exactly once per Idempotency-Key (see the contract): the key is
 * claimed in the database before anything else, so of any number of concurrent requests with one
 * key a single one does the work; the others answer 409 (or 422 for another body) and, once the
 * first has committed, the stored 201 is replayed. Only a 201 is remembered.
 */
export async function submitApplication(
  context: AppContext,
  input: { idempotencyKey: string; body: RegisterFormRequest; address: string },
): Promise<SubmissionAnswer> {
  const { idempotencyKey: key, body, address } = input;
  // The parsed body re-serialised: the same JSON always gives the same text (key order is kept).
  const requestSha256 = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const claim = await claimIdempotencyKey(context.db, { key, operation: OPERATION, requestSha256, now: context.clock() });
  switch (claim.kind) {
    case 'replay':
      return { status: 201, body: claim.body as RegisterFormResponse, headers: { 'idempotent-replayed': 'true' } };
    case 'inProgress':
      throw inProgress();
    case 'reused':
      throw keyReused();
    case 'claimed':
      break;
  }

  try {
    await limitByAddress(context, onboardingBuckets.applicationAddress(address), ONBOARDING_RATE_LIMITS.applicationsPerAddress);
    const application = checkApplication(body);
    const answer = await store(context, { key, claimId: claim.claimId, address, application });
    context.sendQueuedMail();
    return { status: 201, body: answer };
  } catch (error) {
    await releaseIdempotencyKey(context.db, key, claim.claimId);
    if (isUniqueViolationOf(error, 'idempotency_key')) {
      // Another request took over this key's claim and stored the application: its answer is there to replay.
      throw (await findFinishedRequestHash(context.db, key)) === requestSha256 ? inProgress() : keyReused();
    }
    throw error;
  }
}

async function store(
  context: AppContext,
  input: { key: string; claimId: string; address: string; application: CheckedApplication },
): Promise<RegisterFormResponse> {
  const { application } = input;
  const now = context.clock();
  const id = randomUUID();
  const response: RegisterFormResponse = {
    applicationId: id,
    status: 'received',
    createdAt: now.toISOString(),
    confirmationSentTo: application.commercialEmail,
  };
  return context.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [APPLICATIONS_LOCK]);
    if (await businessNameTaken(tx, application.businessName)) {
      throw new ApiProblem(422, 'BUSINESS_NAME_EXISTS', 'The commercial name is already used', {
        details: [{ field: application.fieldOf('1.1'), message: `businessNameExists (1.1 ${application.labelOf('1.1')})` }],
      });
    }
    if (await commercialEmailTaken(tx, application.commercialEmail)) {
      throw new ApiProblem(422, 'COMMERCIAL_EMAIL_EXISTS', 'The commercial-area e-mail is already used', {
        details: [{ field: application.fieldOf('2.5'), message: `commercialEmailExists (2.5 ${application.labelOf('2.5')})` }],
      });
    }
    const existingSeller = await findSellerByDocumentNumber(tx, application.documentNumber);
    await insertApplication(tx, {
      id,
      createdAt: now,
      businessName: application.businessName,
      companyName: application.companyName,
      documentNumber: application.documentNumber,
      societyType: application.societyType,
      commercialEmail: application.commercialEmail,
      documentNumberExists: existingSeller !== null,
      answers: application.answers,
      clientAddress: input.address,
      proofFile: application.proofFile,
      idempotencyKey: input.key,
    });
    if (!(await completeIdempotencyKey(tx, { key: input.key, claimId: input.claimId, statusCode: 201, body: response }))) throw inProgress();
    await context.queueMail(
      tx,
      applicationReceivedMail({
        to: application.commercialEmail,
        firstName: application.commercialFirstName,
        businessName: application.businessName,
        applicationId: id,
      }),
    );
    return response;
  });
}
