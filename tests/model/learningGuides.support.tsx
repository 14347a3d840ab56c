/**
 * What the model tests of Guías de aprendizaje share: the module mounted as the shell mounts it, for
 * a signed-in admin, in Spanish, with the host's navigation, title and flash kept as spies; the
 * orders guide the editor opens; and a fake learning-guide service that holds each call until the
 * test answers it.
 */
import { render } from '@testing-library/react';
import { createOpenApiHttp } from 'openapi-msw';
import { vi } from 'vitest';
import type { components, paths as LearningGuidePaths } from '../../openapi/generated/learning-guide.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import learningGuidesModule from '../../modules/learningGuides/entry.tsx';
import { mockServer, TEST_ORIGIN } from '../support/http.ts';
import { HeldQueue } from './orders.support.tsx';

export type EditableGuide = components['schemas']['EditableGuide'];
export type Fail = { fail: 400 | 503; code: string; details?: { field: string; message: string }[] };

export const Q14 = { id: 14, title: '¿Cuánto tiempo tengo para despachar?', value: 'Plazos', content: 'Tienes **48 horas hábiles**.' };
export const Q15 = { id: 15, title: '¿Cómo imprimo la etiqueta?', value: 'Etiquetas', content: 'Presiona **Imprimir etiqueta**.' };
export const GUIDE: EditableGuide = { module: 'orders', title: 'Guía de Órdenes', content: 'Aquí están **tus órdenes**.', version: 1, updatedBy: null, updatedAt: null, questions: [Q14, Q15] };

/** The editor's service: each load and save waits for the test's answer. */
export function fakeGuideServer() {
  const http = createOpenApiHttp<LearningGuidePaths>({ baseUrl: TEST_ORIGIN });
  const load = new HeldQueue<{ guide: EditableGuide } | Fail, string>();
  const save = new HeldQueue<{ guide: EditableGuide } | { theirs: EditableGuide } | Fail, unknown>();
  const body = (answer: Fail) => ({ statusCode: answer.fail, code: answer.code, message: answer.code, ...(answer.details ? { details: answer.details } : {}) });
  mockServer.use(
    http.get('/v1/learning-guides/{module}', async ({ request, params, response }) => {
      const answer = await load.next(request.signal, params.module);
      return 'guide' in answer ? response(200).json(answer.guide) : response(503).json(body(answer));
    }),
    http.put('/v1/learning-guides/{module}', async ({ request, response }) => {
      const answer = await save.next(request.signal, await request.json());
      if ('guide' in answer) return response(200).json(answer.guide);
      if ('theirs' in answer) return response(409).json({ statusCode: 409, code: 'LEARNING_GUIDE_VERSION_STALE', message: 'Stale', current: answer.theirs });
      return answer.fail === 400 ? response(400).json(body(answer)) : response(503).json(body(answer));
    }),
  );
  return { load, save };
}


export function renderModule(path: string) {
  const host: ModuleHost = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.firma' }),
    session: { userId: 1, role: 'admin', sellerId: null, permissions: [] },
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  };
  const view = render(
    <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
      <main>
        <ModuleMessages messages={learningGuidesModule.messages}>
          <learningGuidesModule.Root host={host} path={path} search="" state={undefined} />
        </ModuleMessages>
      </main>
    </AppProviders>,
  );
  return { view, host };
}
