/**
 * The harness of the seller applications module's model tests: the module's own Root (as the shell
 * mounts it) under the portal's providers, with a host whose typed clients reach msw and whose
 * navigation, breadcrumb and flash are recorded; and a fake onboarding service typed from
 * openapi/generated/onboarding.ts that holds every request until the test answers it (the proof
 * file, which has no state of its own, is answered at once).
 */
import { render } from '@testing-library/react';
import { createOpenApiHttp } from 'openapi-msw';
import { vi } from 'vitest';
import type { components, paths as OnboardingPaths } from '../../openapi/generated/onboarding.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost, ModuleRootProps } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import type { Locale } from '../../src/i18n/locales.ts';
import applicationsModule from '../../modules/applications/entry.tsx';
import { mockServer, TEST_ORIGIN } from '../support/http.ts';
import { HeldQueue, type Failure } from './orders.support.tsx';

export type ApplicationPage = components['schemas']['ApplicationPage'];
export type ApplicationSummary = components['schemas']['ApplicationSummary'];
export type Application = components['schemas']['Application'];
export type ApplicationReview = components['schemas']['ApplicationReview'];

/** The onboarding contract's handlers, on the origin every client of the test app calls. */
export const onboardingHttp = createOpenApiHttp<OnboardingPaths>({ baseUrl: TEST_ORIGIN });

const errorBody = ({ fail, code }: Failure<number>) => ({ statusCode: fail, code, message: code });

export type ListAnswer = { page: ApplicationPage } | Failure<400 | 503>;
export type ApplicationAnswer = { application: Application } | Failure<404 | 503>;
export type ReviewAnswer = { review: ApplicationReview } | Failure<404 | 409 | 503>;

/** What a request to the list carried: its query, one entry per parameter. */
export type SentQuery = [string, string][];

/** A tiny PDF, as a proof file's bytes. */
export const PROOF_PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

/** The fake onboarding service: every call but the proof file waits for the answer the test gives it. */
export function fakeApplicationsServer() {
  const list = new HeldQueue<ListAnswer, SentQuery>();
  const application = new HeldQueue<ApplicationAnswer, string>();
  const review = new HeldQueue<ReviewAnswer, string>();
  const startReview = new HeldQueue<ReviewAnswer, string>();
  const approve = new HeldQueue<ReviewAnswer, string>();
  const reject = new HeldQueue<ReviewAnswer, { applicationId: string; body: unknown }>();
  const proofs: string[] = [];
  mockServer.use(
    onboardingHttp.get('/v1/onboarding/applications', async ({ request, response }) => {
      const answer = await list.next(request.signal, [...new URL(request.url).searchParams]);
      if ('page' in answer) return response(200).json(answer.page);
      return answer.fail === 400 ? response(400).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    onboardingHttp.get('/v1/onboarding/applications/{applicationId}', async ({ request, params, response }) => {
      const answer = await application.next(request.signal, params.applicationId);
      if ('application' in answer) return response(200).json(answer.application);
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    onboardingHttp.get('/v1/onboarding/applications/{applicationId}/proof-file', ({ params }) => {
      proofs.push(params.applicationId);
      return new Response(PROOF_PDF, { status: 200, headers: { 'content-type': 'application/pdf' } });
    }),
    onboardingHttp.get('/v1/onboarding/applications/{applicationId}/review', async ({ request, params, response }) => {
      const answer = await review.next(request.signal, params.applicationId);
      if ('review' in answer) return response(200).json(answer.review);
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    onboardingHttp.post('/v1/onboarding/applications/{applicationId}/review', async ({ request, params, response }) => {
      const answer = await startReview.next(request.signal, params.applicationId);
      if ('review' in answer) return response(200).json(answer.review);
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    onboardingHttp.post('/v1/onboarding/applications/{applicationId}/approve', async ({ request, params, response }) => {
      const answer = await approve.next(request.signal, params.applicationId);
      if ('review' in answer) return response(200).json(answer.review);
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    onboardingHttp.post('/v1/onboarding/applications/{applicationId}/reject', async ({ request, params, response }) => {
      const answer = await reject.next(request.signal, { applicationId: params.applicationId, body: await request.json() });
      if ('review' in answer) return response(200).json(answer.review);
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
  );
  return { list, application, review, startReview, approve, reject, proofs };
}

export type ApplicationsServer = ReturnType<typeof fakeApplicationsServer>;

/** The signed-in admin, as the module is lent it. */
export const ADMIN_SESSION: ModuleHost['session'] = { userId: 1, role: 'admin', sellerId: null, permissions: [] };

export type RecordedHost = ModuleHost & {
  navigate: ReturnType<typeof vi.fn<ModuleHost['navigate']>>;
  announceName: ReturnType<typeof vi.fn<ModuleHost['announceName']>>;
  flash: ReturnType<typeof vi.fn<ModuleHost['flash']>>;
};

type Place = Pick<ModuleRootProps, 'path' | 'search' | 'state'>;

/** The module's Root at `path`, as the shell mounts it; `show` renders it again at another place. */
export function renderApplicationsModule({ path, search = '', state, locale = 'es-CL' }: { path: string; search?: string; state?: Record<string, unknown>; locale?: Locale }) {
  const host: RecordedHost = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.firma' }),
    session: ADMIN_SESSION,
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  };
  const styleCache = createStyleCache(document);
  const tree = (place: Place) => (
    <AppProviders locale={locale} styleCache={styleCache}>
      <main>
        <ModuleMessages messages={applicationsModule.messages}>
          <applicationsModule.Root host={host} {...place} />
        </ModuleMessages>
      </main>
    </AppProviders>
  );
  const view = render(tree({ path, search, state }));
  return { ...view, host, show: (place: Place) => view.rerender(tree(place)) };
}
