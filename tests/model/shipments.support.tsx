/**
 * The harness of the Shipments module's model tests: the module's own Root (as the shell mounts it)
 * under the portal's providers, with a host whose typed clients reach msw; and a fake shipments
 * service typed from openapi/generated/shipments.ts that holds every request until the test answers
 * it, so each step's screen is checked while its request is in flight.
 */
import { render } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { vi } from 'vitest';
import type { components, paths as ShipmentsPaths } from '../../openapi/generated/shipments.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost, ModuleRootProps } from '../../src/app/modules/portalModule.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import shipmentsModule from '../../modules/shipments/entry.tsx';
import { mockServer, TEST_ORIGIN } from '../support/http.ts';
import { HeldQueue, SELLER_SESSION, type Failure, type RecordedHost, type SentQuery } from './orders.support.tsx';

export type ShipmentPage = components['schemas']['ShipmentPage'];
export type Shipment = components['schemas']['Shipment'];
export type MarkReadyResult = components['schemas']['MarkReadyResult'];

/** The shipments contract's handlers, on the origin every client of the test app calls. */
export const shipmentsHttp = createOpenApiHttp<ShipmentsPaths>({ baseUrl: TEST_ORIGIN });

const errorBody = ({ fail, code }: Failure<number>) => ({ statusCode: fail, code, message: code });

export type ListAnswer = { page: ShipmentPage } | Failure<400 | 503>;
export type MarkAnswer = { results: MarkReadyResult[] } | Failure<400 | 503>;
export type LabelsAnswer = { pdf: string } | Failure<404 | 409 | 503>;
export type ManifestAnswer = { pdf: string; number: string } | Failure<404 | 409 | 503>;
type Selection = components['schemas']['OrderSelection'];
type ManifestRequest = components['schemas']['ManifestRequest'];

/** The fake shipments service: every call waits for the answer the test gives it. */
export function fakeShipmentsServer() {
  const list = new HeldQueue<ListAnswer, SentQuery>();
  const ready = new HeldQueue<MarkAnswer, Selection>();
  const labels = new HeldQueue<LabelsAnswer, Selection>();
  const manifest = new HeldQueue<ManifestAnswer, ManifestRequest>();
  mockServer.use(
    shipmentsHttp.get('/v1/shipments', async ({ request, response }) => {
      const answer = await list.next(request.signal, [...new URL(request.url).searchParams]);
      if ('page' in answer) return response(200).json(answer.page);
      return answer.fail === 400 ? response(400).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    shipmentsHttp.post('/v1/shipments/ready', async ({ request, response }) => {
      const answer = await ready.next(request.signal, await request.json());
      if ('results' in answer) return response(200).json({ results: answer.results });
      return answer.fail === 400 ? response(400).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    shipmentsHttp.post('/v1/shipments/labels', async ({ request, response }) => {
      const answer = await labels.next(request.signal, await request.json());
      // The helper types text and JSON bodies only; the contract's PDF body is a string, as msw's text answer.
      if ('pdf' in answer) return HttpResponse.text(answer.pdf, { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="etiquetas-2026-11-26.pdf"' } });
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    shipmentsHttp.post('/v1/shipments/manifests', async ({ request, response }) => {
      const answer = await manifest.next(request.signal, await request.json());
      if ('pdf' in answer) {
        return HttpResponse.text(answer.pdf, {
          status: 201,
          headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="manifiesto-${answer.number}.pdf"`, 'x-manifest-number': answer.number },
        });
      }
      if (answer.fail === 404) return response(404).json(errorBody(answer));
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
  );
  return { list, ready, labels, manifest };
}

export type ShipmentsServer = ReturnType<typeof fakeShipmentsServer>;

type Place = Pick<ModuleRootProps, 'path' | 'search' | 'state'>;

/**
 * The module's Root at `path` with `search`, as the shell mounts it (under the portal's Chakra and
 * react-intl providers, in `locale`). `show` renders it again at another place, as the shell does
 * when the location changes (the same Root: nothing is mounted again).
 */
export function renderShipmentsModule({
  path,
  search = '',
  locale = 'es-CL',
  session = SELLER_SESSION,
}: {
  path: string;
  search?: string;
  locale?: Locale;
  session?: ModuleHost['session'];
}) {
  const host: RecordedHost = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzMSJ9.firma' }),
    session,
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  };
  const styleCache = createStyleCache(document);
  const tree = (place: Place) => (
    <AppProviders locale={locale} styleCache={styleCache}>
      <main>
        <ModuleMessages messages={shipmentsModule.messages}>
          <shipmentsModule.Root host={host} {...place} />
        </ModuleMessages>
      </main>
    </AppProviders>
  );
  const view = render(tree({ path, search, state: undefined }));
  return { ...view, host, show: (place: Place) => view.rerender(tree(place)) };
}
