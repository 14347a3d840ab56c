/**
 * What the sign-up wizard's model tests share: the fake onboarding and geography services (reference
 * lists from the project's data files, lookups that find nothing registered, a register-form call the
 * test answers when its path says so), a draft of valid data to start from, and for each form step
 * one plain text field the tests type in through the real view.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { freshSteps, type SignupDraft } from '../../machines/signupWizard/signupDraft.ts';
import type { FormStepKey, SignupData } from '../../shared/onboarding/steps.ts';
import { readSignupDraft, SIGNUP_DRAFT_KEY } from '../../src/app/signupDraftStorage.ts';
import { deferred, type Deferred } from '../support/deferred.ts';
import { http, mockServer } from '../support/http.ts';
import { validSpaSignupData } from '../unit/onboarding-fixtures.ts';
import { signupReference } from './signupSteps.support.tsx';

export const SIGNUP_PATH = '/registrate-ahora';

/** The application every wizard test starts from (the contract's example: Comercial Los Andes SpA). */
export const VALID_DATA: SignupData = validSpaSignupData();

/** The company RUT cleaned, base64: the tag of every sign-up event. */
export const RUT_TAG = btoa('760864285');

/**
 * One text field per form step that no lookup watches: the tests type its valid value to touch the
 * step (so Next may pass) and empty it to make the step invalid. `index` picks among fields with the
 * same label (the contact step's three "Cargo").
 */
export const PROBE_FIELDS: Record<FormStepKey, { label: string; index: number; name: string; valid: string }> = {
  company: { label: 'Dirección', index: 0, name: 'companyHeadAddress', valid: VALID_DATA.company.companyHeadAddress },
  contact: { label: 'Cargo', index: 0, name: 'comertialAreaCharge', valid: VALID_DATA.contact.comertialAreaCharge },
  legal: { label: 'Dirección', index: 0, name: 'PartherOne.address', valid: VALID_DATA.legal['PartherOne.address'] },
  bank: { label: 'Número de cuenta', index: 0, name: 'accountNumber', valid: VALID_DATA.bank.accountNumber },
  logistic: { label: 'Nombre de la bodega', index: 0, name: 'nameNode', valid: VALID_DATA.logistic.nameNode },
};

/** The probe field of `step` on screen. */
export function probeField(step: FormStepKey): HTMLElement {
  const { label, index } = PROBE_FIELDS[step];
  const field = screen.getAllByRole('textbox', { name: new RegExp(`^${label}`) })[index];
  if (!field) throw new Error(`No field ${label} on the ${step} step`);
  return field;
}

/** The probe field of `step`, once its view is on screen (steps after the first are chunks of their own). */
export async function findProbeField(step: FormStepKey): Promise<HTMLElement> {
  const { label, index } = PROBE_FIELDS[step];
  const field = (await screen.findAllByRole('textbox', { name: new RegExp(`^${label}`) }))[index];
  if (!field) throw new Error(`No field ${label} on the ${step} step`);
  return field;
}

/** Enters the probe field's valid value (touching the step without changing its data). */
export async function touchStep(user: UserEvent, step: FormStepKey): Promise<void> {
  const field = probeField(step);
  await user.clear(field);
  // Pasted, not typed: one edit instead of one per character (what is tested is the wizard, not typing).
  await user.click(field);
  await user.paste(PROBE_FIELDS[step].valid);
}

/** Empties the probe field (a required one): the step becomes invalid. */
export async function breakStep(user: UserEvent, step: FormStepKey): Promise<void> {
  await user.clear(probeField(step));
}

/** A draft holding every step's valid data, none of them passed yet: the wizard opens on step 0. */
export function validDraft(): SignupDraft {
  const steps = freshSteps();
  (['company', 'contact', 'legal', 'bank', 'logistic'] as const).forEach((step, index) => {
    steps[index] = { ...steps[index]!, data: structuredClone(VALID_DATA[step]) };
  });
  return { version: 1, stepIndex: 0, steps, editing: null, submission: null };
}

export function seedDraft(draft: SignupDraft): void {
  window.localStorage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(draft));
}

export const storedDraft = (): SignupDraft | null => readSignupDraft(window.localStorage);

/** How the fake onboarding service answers one application. */
export type RegisterAnswer = 'accepted' | 'inProgress' | 'refused' | 'rateLimited' | 'keyReused' | 'failed' | 'offline';

/** How long the fake service's rate limit lasts (its Retry-After). */
export const RATE_LIMIT_SECONDS = 120;

/** One application the fake service received, answered when the test releases it. */
export interface HeldApplication {
  idempotencyKey: string;
  questions: number;
  answer: Deferred<RegisterAnswer>;
}

/** The data layer the app pushes to (window.dataLayer), emptied for each test. */
export function dataLayer(): Array<Record<string, unknown>> {
  const target = window as unknown as { dataLayer?: Array<Record<string, unknown>> };
  target.dataLayer ??= [];
  return target.dataLayer;
}

/**
 * Installs the fake services. Applications are queued in `received` and each waits for the test to
 * resolve its `answer`.
 */
export function fakeSignupServices({
  businessNameExists = async () => false,
}: {
  /** The answer of the business-name lookup (the test may hold it). */
  businessNameExists?: () => Promise<boolean>;
} = {}) {
  const received: HeldApplication[] = [];
  const arrivals: Deferred<HeldApplication>[] = [deferred()];
  const reference = signupReference;
  mockServer.use(
    http.geography.get('/node-giv/regions', ({ response }) => response(200).json(reference.regions)),
    http.geography.get('/node-giv/{regionCode}/commune', ({ params, response }) => {
      const region = reference.regions.find((candidate) => candidate.code === params.regionCode);
      if (!region) return response(404).json({ statusCode: 404, code: 'REGION_NOT_FOUND', message: 'Region not found' });
      return response(200).json([region]);
    }),
    http.onboarding.get('/v1/onboarding/banks', ({ response }) => response(200).json(reference.banks)),
    http.onboarding.get('/v1/onboarding/account-types', ({ response }) => response(200).json(reference.accountTypes)),
    http.onboarding.get('/v1/onboarding/countries', ({ response }) => response(200).json(reference.countries)),
    http.onboarding.get('/v1/onboarding/society-types', ({ query, response }) =>
      response(200).json(query.get('scope') === 'partner' ? reference.partnerSocietyTypes : reference.companySocietyTypes),
    ),
    http.onboarding.get('/v1/onboarding/product-categories', ({ response }) => response(200).json(reference.productCategories)),
    http.onboarding.get('/v1/onboarding/product-loading-modes', ({ response }) => response(200).json(reference.productLoadingModes)),
    http.onboarding.get('/v1/sellers/document-number/{doc}', ({ response }) => response(200).json({ statusCode: 'SELLER_NOT_EXISTS' })),
    http.onboarding.get('/v1/sellers/by-name/{name}', async ({ response }) => response(200).json({ exists: await businessNameExists() })),
    http.onboarding.post('/v1/sellers/findByAdminEmail/{email}', ({ response }) => response(200).json({ exists: false })),
    http.onboarding.post('/web-hooks/register-form', async ({ request, response }) => {
      const body = (await request.json()) as { payload: unknown[] };
      const application: HeldApplication = {
        idempotencyKey: request.headers.get('Idempotency-Key') ?? '',
        questions: body.payload.length,
        answer: deferred(),
      };
      received.push(application);
      arrivals[received.length - 1]!.resolve(application);
      arrivals.push(deferred());
      switch (await application.answer.promise) {
        case 'accepted':
          return response(201).json({
            applicationId: '9a7e4c2b-1f3d-4b8a-9c6e-0d2f4a6b8c1e',
            status: 'received',
            createdAt: '2026-11-21T14:30:00Z',
            confirmationSentTo: VALID_DATA.contact.comertialAreaEmail,
          });
        case 'inProgress':
          return response(409).json(
            { statusCode: 409, code: 'IDEMPOTENCY_IN_PROGRESS', message: 'A request with this key is in progress' },
            { headers: { 'Retry-After': '1' } },
          );
        case 'refused':
          // The company's RUT (answer 2, question 1.3), for a reason the wizard has no message of.
          return response(400).json({
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: 'Validation failed',
            details: [{ field: 'body.payload.2.response', message: 'notInRegistry (1.3 RUT de la empresa)' }],
          });
        case 'rateLimited':
          return response(429).json(
            { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many applications', retryAfterSeconds: RATE_LIMIT_SECONDS },
            { headers: { 'Retry-After': String(RATE_LIMIT_SECONDS) } },
          );
        case 'keyReused':
          return response(422).json({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was used with another request body' });
        case 'failed':
          return response.untyped(
            HttpResponse.json({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }, { status: 503 }),
          );
        case 'offline':
          return HttpResponse.error();
      }
    }),
  );
  return {
    received,
    /** The `n`-th application (0-based), once it has arrived. */
    application: (n: number): Promise<HeldApplication> => {
      while (arrivals.length <= n) arrivals.push(deferred());
      return arrivals[n]!.promise;
    },
  };
}

/** The step indicator's items, in order. */
export function indicatorItems(): HTMLElement[] {
  const nav = screen.getByRole('navigation', { name: 'Pasos del registro' });
  return within(nav).getAllByRole('listitem');
}
