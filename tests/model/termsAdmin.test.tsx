/**
 * Model-based tests of Configuración > Comunicaciones > Términos (modules/documents), driving the
 * module's real Root at /documents/terms against a fake documents service (msw, typed from the
 * contract) that holds each request until the path answers it. Paths are generated from the terms
 * chart to take every transition; each step checks what the admin sees: the versions, and for one
 * of them the sellers at risk with their days left, reminders and suspension.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { termsAdminMachine, type TermsAdminEvent } from '../../modules/documents/machines/termsAdmin.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, formatCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { fakeDocumentsServer, renderDocumentsModule, type DocumentsServer, type TermsAtRiskPage, type TermsPage, type TermsVersionAcceptancePage } from './documents.support.tsx';
import { coveringPaths } from './shell.support.tsx';

type Terms = TermsPage['data'][number];

const MANDATORY: Terms = {
  id: 12,
  key: 'terminos-y-condiciones',
  version: 3,
  title: 'Términos y Condiciones 2026',
  contentType: 'pdf',
  content: 'terminos-y-condiciones-v3.pdf',
  startDate: '2026-12-01',
  endDate: null,
  approvalLimitDate: '2026-12-31',
  exception: 0,
  contentSha256: 'a'.repeat(64),
  createdAt: '2026-11-20T12:00:00Z',
  createdBy: 1,
  acceptedCount: 14,
};
const OPTIONAL: Terms = { ...MANDATORY, id: 9, key: 'politica-de-privacidad', version: 1, title: 'Política de Privacidad', contentType: 'html', content: '<p>x</p>', startDate: '2026-06-01', approvalLimitDate: '2026-07-15', exception: 1, acceptedCount: 1 };

const VERSIONS: TermsPage = { data: [MANDATORY, OPTIONAL], page: 1, pageSize: 100, total: 2 };
const AT_RISK: TermsAtRiskPage = {
  data: [
    { termsId: 12, key: 'terminos-y-condiciones', version: 3, title: MANDATORY.title, approvalLimitDate: '2026-12-31', daysLeft: -2, sellerId: 1042, sellerName: 'Ferretería Los Andes', published: false, reminders: [{ kind: 'seven_days', sentAt: '2026-12-24T12:00:00Z' }, { kind: 'one_day', sentAt: '2026-12-30T12:00:00Z' }], suspended: true, suspendedAt: '2027-01-01T03:00:00Z' },
    { termsId: 12, key: 'terminos-y-condiciones', version: 3, title: MANDATORY.title, approvalLimitDate: '2026-12-31', daysLeft: 1, sellerId: 2001, sellerName: 'Vinoteca Cordillera', published: true, reminders: [], suspended: false, suspendedAt: null },
  ],
  page: 1,
  pageSize: 100,
  total: 2,
};

const ACCEPTED: TermsVersionAcceptancePage = {
  data: [
    { id: '5b1c7e0a-1d2f-4c3b-8a9e-0f1e2d3c4b5a', sellerId: 1042, sellerName: 'Tienda Andes SpA', userName: 'Matías Rojas', userEmail: 'seller@demo.cl', acceptedAt: '2026-03-02T12:00:00Z' },
    { id: '6c2d8f1b-2e3a-4d4c-9b0f-1a2b3c4d5e6f', sellerId: 2001, sellerName: 'Vinoteca Cordillera', userName: 'Ana Pérez', userEmail: 'ana@cordillera.cl', acceptedAt: '2026-02-27T20:30:00Z' },
  ],
  page: 1,
  pageSize: 20,
  total: 21,
};

const VERSION_ROWS = [
  ['Términos y Condiciones 2026', 'terminos-y-condiciones', '3', '01-12-2026', '31-12-2026', 'Obligatoria', '14 sellers', 'Ver detalle'],
  ['Política de Privacidad', 'politica-de-privacidad', '1', '01-06-2026', '15-07-2026', 'Opcional', '1 seller', 'Ver detalle'],
];
const ACCEPTED_ROWS = [
  ['Tienda Andes SpA (1042)', 'Matías Rojas (seller@demo.cl)', '02-03-2026, 09:00'],
  ['Vinoteca Cordillera (2001)', 'Ana Pérez (ana@cordillera.cl)', '27-02-2026, 17:30'],
];
const RISK_ROWS = [
  ['Ferretería Los Andes (1042)', 'Venció hace 2 días', '2', 'Suspendido'],
  ['Vinoteca Cordillera (2001)', '1 día', 'Ninguno', 'No suspendido'],
];

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });

const fixtures = {
  listed: { type: 'xstate.done.actor.terms', output: VERSIONS },
  listFailed: { type: 'xstate.error.actor.terms', error: unavailable },
  retry: { type: 'list.retry' },
  open: { type: 'version.open', terms: MANDATORY },
  accepted: { type: 'xstate.done.actor.accepted', output: ACCEPTED },
  acceptedFailed: { type: 'xstate.error.actor.accepted', error: unavailable },
  acceptedRetry: { type: 'accepted.retry' },
  nextPage: { type: 'accepted.page', page: 2 },
  search: { type: 'accepted.search', search: 'andes' },
  tabRisk: { type: 'tab.risk' },
  tabAccepted: { type: 'tab.accepted' },
  atRisk: { type: 'xstate.done.actor.risk', output: AT_RISK },
  riskFailed: { type: 'xstate.error.actor.risk', error: unavailable },
  riskRetry: { type: 'risk.retry' },
  close: { type: 'version.close' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Unfixtured = Exclude<TermsAdminEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof termsAdminMachine>;

const paths = coveringPaths<Snapshot, EventObject, undefined>(termsAdminMachine, {
  input: undefined,
  events: Object.values(fixtures),
  describe: (snapshot) => [
    snapshot.value,
    snapshot.context.versions?.total ?? null,
    snapshot.context.selected?.id ?? null,
    snapshot.context.accepted?.total ?? null,
    snapshot.context.acceptedPage,
    snapshot.context.acceptedSearch,
    snapshot.context.risk?.total ?? null,
  ],
  eventKey: (event) => JSON.stringify(event),
  filter: () => true,
  chained: true,
});

interface World {
  user: UserEvent;
  server: DocumentsServer;
  /** The page of "Aceptaron" the admin asked for last, and the search typed (what the request must carry). */
  page: string;
  search: string;
}

async function answerTerms({ terms }: DocumentsServer, page: TermsPage | null) {
  await waitFor(() => expect(terms.pending).toBe(1));
  expect(terms.received.at(-1)).toEqual([['page', '1'], ['pageSize', '100']]);
  terms.answer(page ? { page } : { fail: 503, code: 'SERVICE_UNAVAILABLE' });
}

async function answerRisk({ risk }: DocumentsServer, page: TermsAtRiskPage | null) {
  await waitFor(() => expect(risk.pending).toBe(1));
  expect(risk.received.at(-1)).toEqual([['termsId', '12'], ['page', '1'], ['pageSize', '100']]);
  risk.answer(page ? { page } : { fail: 503, code: 'SERVICE_UNAVAILABLE' });
}

/** Answers the "Aceptaron" request, checking it asks for the page and search the admin asked for. */
async function answerAccepted({ server, page, search }: Pick<World, 'server' | 'page' | 'search'>, answer: TermsVersionAcceptancePage | null) {
  await waitFor(() => expect(server.accepted.pending).toBe(1));
  expect(server.accepted.received.at(-1)).toEqual({ termsId: 12, query: [['page', page], ['pageSize', '20'], ...(search ? [['q', search]] : [])] });
  server.accepted.answer(answer ? { page: answer } : { fail: 503, code: 'SERVICE_UNAVAILABLE' });
}

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  listed: ({ server }) => answerTerms(server, VERSIONS),
  listFailed: ({ server }) => answerTerms(server, null),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  open: (world) => {
    Object.assign(world, { page: '1', search: '' });
    return world.user.click(screen.getByRole('button', { name: 'Ver detalle de «Términos y Condiciones 2026» versión 3' }));
  },
  accepted: (world) => answerAccepted(world, ACCEPTED),
  acceptedFailed: (world) => answerAccepted(world, null),
  acceptedRetry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  nextPage: (world) => {
    world.page = '2';
    return world.user.click(screen.getByRole('button', { name: 'Siguiente' }));
  },
  search: async (world) => {
    Object.assign(world, { page: '1', search: 'andes' });
    const { user } = world;
    const box = screen.getByRole('textbox', { name: 'Buscar por nombre o ID del seller' });
    await user.clear(box);
    await user.type(box, 'andes');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
  },
  tabRisk: ({ user }) => user.click(screen.getByRole('button', { name: 'En riesgo' })),
  tabAccepted: (world) => {
    // The tab opens again on the page and search it had.
    return world.user.click(screen.getByRole('button', { name: 'Aceptaron' }));
  },
  atRisk: ({ server }) => answerRisk(server, AT_RISK),
  riskFailed: ({ server }) => answerRisk(server, null),
  riskRetry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  close: ({ user }) => user.click(screen.getByRole('button', { name: 'Cerrar el detalle' })),
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

async function expectScreenFor(state: AnyMachineSnapshot) {
  const snapshot = state as Snapshot;
  expect(screen.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Términos' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Publicar nueva versión' })).toBeVisible();
  if (snapshot.matches('loading')) expect(screen.getAllByRole('status')[0]).toHaveTextContent('Cargando las versiones…');
  if (snapshot.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las versiones.');
    expect(alert).toHaveTextContent('El servicio de documentos no está disponible en este momento.');
  }
  if (snapshot.matches('ready')) {
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Versiones, de la más reciente a la más antigua' }))).toEqual(VERSION_ROWS));
  } else {
    expect(screen.queryByRole('table')).toBeNull();
  }
  const detail = screen.queryByRole('region', { name: 'Términos y Condiciones 2026, versión 3' });
  if (!snapshot.matches({ ready: 'detail' })) {
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Términos y Condiciones 2026, versión 3' })).toBeNull());
    return;
  }
  expect(detail).not.toBeNull();
  const region = within(detail!);
  const onAccepted = snapshot.matches({ ready: { detail: 'accepted' } });
  expect(region.getByRole('button', { name: 'Aceptaron' })).toHaveAttribute('aria-pressed', String(onAccepted));
  expect(region.getByRole('button', { name: 'En riesgo' })).toHaveAttribute('aria-pressed', String(!onAccepted));
  if (onAccepted) {
    expect(region.getByRole('textbox', { name: 'Buscar por nombre o ID del seller' })).toHaveValue(snapshot.context.acceptedSearch);
    if (snapshot.matches({ ready: { detail: { accepted: 'loading' } } })) await waitFor(() => expect(detail).toHaveTextContent('Cargando los sellers que aceptaron…'));
    if (snapshot.matches({ ready: { detail: { accepted: 'failed' } } })) expect(await region.findByRole('alert')).toHaveTextContent('No pudimos cargar los sellers que aceptaron.');
    if (snapshot.matches({ ready: { detail: { accepted: 'shown' } } })) {
      await waitFor(() => expect(rowsOf(region.getByRole('table'))).toEqual(ACCEPTED_ROWS));
      expect(detail).toHaveTextContent('21 sellers aceptaron esta versión');
      const pages = region.getByRole('navigation', { name: 'Páginas de sellers que aceptaron' });
      expect(pages).toHaveTextContent(`Página ${snapshot.context.acceptedPage} de 2`);
      expect(within(pages).getByRole('button', { name: 'Anterior' })).toHaveProperty('disabled', snapshot.context.acceptedPage === 1);
      expect(within(pages).getByRole('button', { name: 'Siguiente' })).toHaveProperty('disabled', snapshot.context.acceptedPage === 2);
    }
  } else {
    if (snapshot.matches({ ready: { detail: { risk: 'loading' } } })) await waitFor(() => expect(detail).toHaveTextContent('Cargando los sellers en riesgo…'));
    if (snapshot.matches({ ready: { detail: { risk: 'failed' } } })) expect(await region.findByRole('alert')).toHaveTextContent('No pudimos cargar los sellers en riesgo.');
    if (snapshot.matches({ ready: { detail: { risk: 'shown' } } })) await waitFor(() => expect(rowsOf(region.getByRole('table'))).toEqual(RISK_ROWS));
  }
}

describe('the terms page, driven through the module as the shell mounts it at /documents/terms', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeDocumentsServer();
      renderDocumentsModule({ path: '/documents/terms' });
      const world: World = { user: userEvent.setup(), server, page: '1', search: '' };
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulate[names.get(step.event)](world);
        await expectScreenFor(step.state);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    const coverage = measureCoverage(termsAdminMachine, paths);
    console.info(formatCoverage(coverage));
    expectFullCoverage(coverage);
  });

  it('has no axe violations with the versions and a version’s sellers who accepted, then at risk', async () => {
    const server = fakeDocumentsServer();
    const { container } = renderDocumentsModule({ path: '/documents/terms' });
    await answerTerms(server, VERSIONS);
    await userEvent.click(await screen.findByRole('button', { name: 'Ver detalle de «Términos y Condiciones 2026» versión 3' }));
    await answerAccepted({ server, page: '1', search: '' }, ACCEPTED);
    await screen.findByText('Matías Rojas (seller@demo.cl)');
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'En riesgo' }));
    await answerRisk(server, AT_RISK);
    await screen.findByText('Venció hace 2 días');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the publishing form from "Publicar nueva versión"', async () => {
    const server = fakeDocumentsServer();
    const { host } = renderDocumentsModule({ path: '/documents/terms' });
    await answerTerms(server, VERSIONS);
    await userEvent.click(screen.getByRole('button', { name: 'Publicar nueva versión' }));
    expect(host.navigate).toHaveBeenCalledWith('/documents/terms/new');
  });
});
