// @vitest-environment jsdom
// DOMPurify, under happy-dom, keeps <script> and javascript: links: HTML terms are judged in jsdom.
/**
 * Model-based tests of the terms gate, driving the real TermsGate modal through the composition
 * root (typed documents client, fixed clock, storage, recorded reload) against msw: one second after
 * a seller's session starts (the gate is a child of the auth chart for sellers) the terms are checked; a due term is shown as its PDF (fetched as bytes,
 * embedded from a blob: URL) or its sanitised HTML; mandatory terms offer logging out, optional ones
 * "Revisar más tarde" (the review-later flag); accepting calls approve and reloads, a failure flashes
 * approveTermsError, a 409 checks again.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { termsGateMachine } from '../../machines/termsGate/termsGate.machine.ts';
import { selectTermsGateRef } from '../../machines/auth/auth.selectors.ts';
import { santiagoDay, termToShow, type PendingTerms, type TermsCheckResult } from '../../machines/termsGate/termsGate.rules.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart, shortestPathsToEveryTransition } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import {
  ADMIN,
  errorAnswer,
  fakeDocumentsServer,
  json,
  pdfAnswer,
  renderPortalParts,
  SELLER,
  stopAllFlows,
  type Rendered,
} from './notifications.support.tsx';

const NOW = new Date('2026-06-10T15:00:00Z');
const TODAY = '2026-06-10';

const MANDATORY_PDF: PendingTerms = {
  id: 12,
  key: 'terminos-y-condiciones',
  version: 3,
  title: 'Términos y Condiciones para Sellers 2026',
  contentType: 'pdf',
  content: 'terminos-y-condiciones-v3.pdf',
  startDate: TODAY,
  endDate: null,
  approvalLimitDate: '2026-06-30',
  exception: 0,
};
const OPTIONAL_HTML: PendingTerms = {
  id: 15,
  key: 'politica-de-privacidad',
  version: 2,
  title: 'Política de Privacidad',
  contentType: 'html',
  content: '<h2>Datos personales</h2><p>Tratamos los datos de tus clientes según la Ley N° 19.628.</p><script>window.__xss = 5</script>',
  startDate: '2026-06-01',
  endDate: null,
  approvalLimitDate: '2026-07-15',
  exception: 1,
};
const FUTURE: PendingTerms = { ...OPTIONAL_HTML, id: 16, version: 3, startDate: '2026-06-11', exception: 0 };

const checked = (check: TermsCheckResult['check'], reviewLater = false): TermsCheckResult => ({ check, today: TODAY, reviewLater });
const CHECKS = {
  nothingPending: checked(true),
  mandatoryPdf: checked([MANDATORY_PDF]),
  optionalHtml: checked([OPTIONAL_HTML]),
  optionalReviewLater: checked([OPTIONAL_HTML], true),
  startsTomorrow: checked([FUTURE]),
} as const;

const fixtures = {
  oneSecond: { type: 'xstate.after.termsGateDelay.termsGate.waiting' },
  ...Object.fromEntries(Object.entries(CHECKS).map(([name, output]) => [name, { type: 'xstate.done.actor.checkTerms', output }])),
  checkFailed: { type: 'xstate.error.actor.checkTerms', error: new ApiError({ statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'x' }) },
  fileLoaded: { type: 'xstate.done.actor.loadTermsFile', output: new Blob(['%PDF-'], { type: 'application/pdf' }) },
  fileFailed: { type: 'xstate.error.actor.loadTermsFile', error: new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'x' }) },
  retryFile: { type: 'terms.file.retry' },
  accept: { type: 'terms.accept' },
  reviewLater: { type: 'terms.reviewLater' },
  approved: { type: 'xstate.done.actor.approveTerms' },
  superseded: { type: 'xstate.error.actor.approveTerms', error: new ApiError({ statusCode: 409, code: 'TERMS_SUPERSEDED', message: 'x' }) },
  approveFailed: { type: 'xstate.error.actor.approveTerms', error: new ApiError({ statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'x' }) },
} as Record<string, EventObject>;
type Fixture = string;
const simulateStep = (name: Fixture, world: World) => {
  const step = simulate[name];
  if (!step) throw new Error(`No simulation for ${name}`);
  return step(world);
};
const names = eventNames(fixtures, (event) => JSON.stringify(event, (key, value) => (value instanceof Blob ? '<pdf>' : value)));

const paths = shortestPathsToEveryTransition(termsGateMachine, {
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.term?.id ?? null, snapshot.context.file ? 'file' : null],
  eventKey: (event) => JSON.stringify(event, (key, value) => (key === 'error' ? (value as ApiError).statusCode : value instanceof Blob ? '<pdf>' : value)),
});

interface World {
  user: UserEvent;
  rendered: Rendered;
  server: ReturnType<typeof fakeDocumentsServer>;
}

const answerCheck = (name: keyof typeof CHECKS) => ({ server }: World) => {
  const { check, reviewLater } = CHECKS[name];
  if (reviewLater) window.localStorage.setItem('reviewLater', '1');
  server.check.answer(json(check));
};

const dialog = () => screen.getByRole('alertdialog');

const simulate: Record<Fixture, (world: World) => unknown> = {
  // The delay runs on the real clock: the check is asked one second after the session starts.
  oneSecond: ({ server }) => waitFor(() => expect(server.check.pending).toBe(1), { timeout: 2000 }),
  nothingPending: answerCheck('nothingPending'),
  mandatoryPdf: answerCheck('mandatoryPdf'),
  optionalHtml: answerCheck('optionalHtml'),
  optionalReviewLater: answerCheck('optionalReviewLater'),
  startsTomorrow: answerCheck('startsTomorrow'),
  checkFailed: ({ server }) => server.check.answer(errorAnswer(500, 'INTERNAL_SERVER_ERROR')),
  fileLoaded: ({ server }) => server.file.answer(pdfAnswer()),
  fileFailed: ({ server }) => server.file.answer(errorAnswer(404, 'NOT_FOUND')),
  retryFile: ({ user }) => user.click(within(dialog()).getByRole('button', { name: 'Reintentar' })),
  accept: ({ user }) => user.click(within(dialog()).getByRole('button', { name: 'Aceptar' })),
  reviewLater: ({ user }) => user.click(within(dialog()).getByRole('button', { name: 'Revisar más tarde' })),
  approved: ({ server }) =>
    server.approve.answer(
      json({
        data: true,
        acceptance: {
          id: '7b0e3f4c-2a51-4c8e-9a3e-1f6d2c9b8a10',
          termsId: MANDATORY_PDF.id,
          termsKey: MANDATORY_PDF.key,
          termsVersion: MANDATORY_PDF.version,
          termsTitle: MANDATORY_PDF.title,
          sellerId: 1,
          sellerName: 'Tienda Andes SpA',
          userId: SELLER.id,
          userEmail: SELLER.email,
          acceptedAt: '2026-06-10T15:00:03Z',
          ipAddress: '127.0.0.1',
          userAgent: 'jsdom',
          contentSha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
        },
      }),
    ),
  superseded: ({ server }) => server.approve.answer(errorAnswer(409, 'TERMS_SUPERSEDED')),
  approveFailed: ({ server }) => server.approve.answer(errorAnswer(500, 'INTERNAL_SERVER_ERROR')),
};

const APPROVE_ERROR = 'No pudimos registrar tu aceptación de los términos. Inténtalo nuevamente.';

async function expectScreenFor(state: AnyMachineSnapshot, world: World, arrivedBy: Fixture | undefined, reloads: number) {
  const { rendered, server } = world;
  const term = state.context.term as PendingTerms | null;
  // The settled signal a browser test waits for: the check under way, a term on screen, or nothing due.
  const phase = state.matches('waiting') || state.matches('checking') ? 'deciding' : state.matches('showing') || state.matches('approving') ? 'showing' : 'clear';
  await waitFor(() => expect(document.querySelector('[data-terms-phase]')).toHaveAttribute('data-terms-phase', phase));
  if (!(state.matches('showing') || state.matches('approving'))) {
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  } else {
    const modal = await screen.findByRole('alertdialog', { name: term!.title });
    if (term!.exception === 0) {
      const logout = within(modal).getByRole('link', { name: 'Cerrar sesión' });
      // Locked while the acceptance is on its way.
      if (state.matches('approving')) expect(logout).not.toHaveAttribute('href');
      else expect(logout).toHaveAttribute('href', '/logout');
      expect(within(modal).queryByRole('button', { name: 'Revisar más tarde' })).toBeNull();
      expect(modal).toHaveTextContent('tu cuenta será suspendida y tus productos despublicados');
    } else {
      expect(within(modal).getByRole('button', { name: 'Revisar más tarde' })).toBeVisible();
      expect(within(modal).queryByRole('link', { name: 'Cerrar sesión' })).toBeNull();
    }
    const accept = within(modal).getByRole('button', { name: 'Aceptar' });
    if (state.matches({ showing: 'loadingFile' })) {
      expect(await within(modal).findByText('Cargando el documento…')).toBeVisible();
      await waitFor(() => expect(server.file.received.at(-1)).toBe(MANDATORY_PDF.content));
    }
    if (state.matches({ showing: 'fileFailed' })) {
      expect(await within(modal).findByText('No pudimos cargar el documento.')).toBeVisible();
      expect(accept).toBeDisabled();
    }
    if (state.matches({ showing: 'reading' })) {
      await waitFor(() => expect(accept).toBeEnabled());
      if (term!.contentType === 'pdf') {
        const frame = await within(modal).findByTitle(`Documento: ${term!.title}`);
        expect(frame.tagName).toBe('IFRAME');
        expect(frame).toHaveAttribute('src', 'blob:http://localhost:3000/terminos');
        expect(within(modal).getByRole('link', { name: 'Abrir el documento en una pestaña nueva' })).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        expect(await within(modal).findByRole('heading', { name: 'Datos personales' })).toBeVisible();
        expect(modal.querySelector('script')).toBeNull();
        expect(modal.innerHTML).not.toContain('__xss');
      }
    }
    if (state.matches('approving')) {
      expect(await within(modal).findByText('Registrando tu aceptación…')).toBeVisible();
      expect(accept).toBeDisabled();
      await waitFor(() => expect(server.approve.received.at(-1)).toBe(term!.id));
    }
  }
  if (arrivedBy === 'approveFailed') expect((await screen.findByText(APPROVE_ERROR)).closest('[role="alert"]')).not.toBeNull();
  if (state.matches('deferred')) expect(window.localStorage.getItem('reviewLater')).toBe('1');
  // The page reloads once the acceptance is stored, and only then.
  expect(rendered.reloadPage).toHaveBeenCalledTimes(reloads);
}

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost:3000/terminos');
  URL.revokeObjectURL = vi.fn();
});

describe('terms gate, driven through the real modal', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const muted = muteErrorLog('[termsGate]');
      const server = fakeDocumentsServer({ notifications: [] });
      const rendered = renderPortalParts({ now: () => NOW });
      const world: World = { user: userEvent.setup(), rendered, server };
      try {
        let reloads = 0;
        for (const step of path.steps) {
          const name = isStart(step.event) ? undefined : names.get(step.event);
          // The model starts with the seller's session: it is restored first.
          if (!name) server.session.answer(json(SELLER));
          else await simulateStep(name, world);
          if (name === 'approved') reloads += 1;
          await expectScreenFor(step.state, world, name, reloads);
        }
      } finally {
        stopAllFlows(rendered.flows);
        muted.mockRestore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(termsGateMachine, paths));
  });
});

describe('terms gate: other cases', () => {
  it('never checks terms for other roles: staff sessions have no terms gate', async () => {
    const server = fakeDocumentsServer({ session: ADMIN, notifications: [] });
    const rendered = renderPortalParts({ now: () => NOW });
    try {
      await waitFor(() => expect(rendered.flows.auth.getSnapshot().matches('authenticated')).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 1300));
      expect(server.check.received).toEqual([]);
      expect(selectTermsGateRef(rendered.flows.auth.getSnapshot())).toBeUndefined();
    } finally {
      stopAllFlows(rendered.flows);
    }
  });

  it("a mandatory term's \"Cerrar sesión\" ends the session, and the gate with it", async () => {
    const server = fakeDocumentsServer({ session: SELLER, notifications: [], terms: json([MANDATORY_PDF]) });
    const rendered = renderPortalParts({ now: () => NOW });
    const user = userEvent.setup();
    try {
      const modal = await screen.findByRole('alertdialog', { name: MANDATORY_PDF.title }, { timeout: 2500 });
      await waitFor(() => expect(server.file.received).toEqual([MANDATORY_PDF.content]));
      await user.click(within(modal).getByRole('link', { name: 'Cerrar sesión' }));
      await waitFor(() => expect(rendered.path()).toBe('/login'));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(selectTermsGateRef(rendered.flows.auth.getSnapshot())).toBeUndefined();
      expect(server.file.pending).toBe(0);
    } finally {
      stopAllFlows(rendered.flows);
    }
  });

  it('has no axe violations in the modal', async () => {
    fakeDocumentsServer({ session: SELLER, notifications: [], terms: json([OPTIONAL_HTML]) });
    const rendered = renderPortalParts({ now: () => NOW });
    try {
      const modal = await screen.findByRole('alertdialog', { name: OPTIONAL_HTML.title }, { timeout: 2500 });
      expect(await axeViolations(modal)).toEqual([]);
    } finally {
      stopAllFlows(rendered.flows);
    }
  });

  it('reads today in Santiago and keeps optional terms hidden under review-later', () => {
    expect(santiagoDay(new Date('2026-06-11T03:30:00Z'))).toBe('2026-06-10');
    expect(santiagoDay(new Date('2026-06-11T04:30:00Z'))).toBe('2026-06-11');
    expect(termToShow(checked([FUTURE, OPTIONAL_HTML]))).toEqual(OPTIONAL_HTML);
    expect(termToShow(checked([MANDATORY_PDF], true))).toEqual(MANDATORY_PDF);
    expect(termToShow(checked([OPTIONAL_HTML], true))).toBeNull();
  });
});
