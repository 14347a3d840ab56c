/**
 * What the model tests of Guías de aprendizaje share: the module mounted as the shell mounts it, for
 * a signed-in admin, in Spanish, with the host's navigation, title and flash kept as spies.
 */
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import learningGuidesModule from '../../modules/learningGuides/entry.tsx';
import { TEST_ORIGIN } from '../support/http.ts';

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
