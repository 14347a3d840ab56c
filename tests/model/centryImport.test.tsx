/**
 * /eiffel/centry-auth?code=, model-based: paths generated from the centryImport statechart (with
 * and without a code) are driven through the real app; msw holds import-start until the path's
 * step answers it. The landing shows the spinner while the import is requested, then the app is
 * on /eiffel with the flash message the final state names. Every state and transition is covered.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ActorLogic, EventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { centryImportMachine, type CentryImportInput, type StartImportOutput } from '../../machines/centryImport/centryImport.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { deferred } from '../support/deferred.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { http, mockServer } from '../support/http.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { findFlash } from './auth.support.ts';
import { people, renderSignedIn, signIn } from './home.support.tsx';

const CODE = '4f1c9e0b7d2a48b6a1e3c5d7f9b0a2c4';
const JOB_ID = '0c8f5a2e-6b1d-4f3a-9e7c-2d4b6a8c0e1f';

const ANSWERS = {
  missingCode: { type: 'xstate.error.actor.startImport', error: new ApiError({ statusCode: 400, code: 'MISSING_IMPORT_CODE', message: 'no code' }) },
  started: { type: 'xstate.done.actor.startImport', output: { outcome: 'started', jobId: JOB_ID } satisfies StartImportOutput },
  alreadyRunning: { type: 'xstate.done.actor.startImport', output: { outcome: 'alreadyRunning' } satisfies StartImportOutput },
  failed: { type: 'xstate.error.actor.startImport', error: new ApiError({ statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' }) },
} as const;
type AnswerName = keyof typeof ANSWERS;
const answerOf = (event: EventObject): AnswerName | undefined =>
  (Object.keys(ANSWERS) as AnswerName[]).find((name) => JSON.stringify(ANSWERS[name]) === JSON.stringify(event));

const FLASH = {
  started: { text: 'Comenzamos a importar tus productos desde Centry. Te avisaremos cuando estén cargados.', role: 'status' },
  alreadyRunning: { text: 'Ya hay una importación de tus productos en curso. Espera a que termine para iniciar otra.', role: 'status' },
  failed: { text: 'No pudimos iniciar la importación de tus productos desde Centry. Inténtalo nuevamente.', role: 'alert' },
} as const;

/** The chart has no events of its own: the model sends the import call's answers as the actor delivers them. */
type ModelEvent = (typeof ANSWERS)[AnswerName];
type Snapshot = SnapshotFrom<typeof centryImportMachine>;
type Path = StatePath<Snapshot, ModelEvent>;
const testLogic = centryImportMachine as unknown as ActorLogic<Snapshot, ModelEvent, CentryImportInput>;
/** With a code the service answers; without one the actor refuses before calling it. */
const INPUTS: Array<{ input: CentryImportInput; answers: AnswerName[] }> = [
  { input: { sellerId: 101, code: CODE }, answers: ['started', 'alreadyRunning', 'failed'] },
  { input: { sellerId: 101, code: null }, answers: ['missingCode'] },
];
const paths = INPUTS.flatMap(({ input, answers }) =>
  getShortestPaths(testLogic, { events: answers.map((name) => ANSWERS[name]), input }).map((path: Path) => ({ input, path })),
);

const pathName = ({ input, path }: (typeof paths)[number]) =>
  `${input.code ? 'with code' : 'without code'}: ${path.steps.map((step) => answerOf(step.event) ?? 'start').join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`;

describe('centry import, paths generated from the statechart', () => {
  it.each(paths.map((entry) => [pathName(entry), entry] as const))('%s', async (_, { input, path }) => {
    // The flows' own logs ([centryImport], and [home] for the reports of the home it lands on).
    const muted = muteErrorLog('[');
    signIn(people.camila, { inPublishHistory: true });
    const answer = deferred<AnswerName>();
    const received: Array<{ seller_id: string | null; code: string | null }> = [];
    mockServer.use(
      http.import.get('/import-start', async ({ request, response }) => {
        const url = new URL(request.url);
        received.push({ seller_id: url.searchParams.get('seller_id'), code: url.searchParams.get('code') });
        switch (await answer.promise) {
          case 'started':
            return response(202).json({
              id: JOB_ID,
              sellerId: 101,
              provider: 'centry',
              status: 'queued',
              createdAt: '2026-11-21T14:30:00Z',
              startedAt: null,
              finishedAt: null,
              productsSeen: null,
              productsImported: null,
              productsFailed: null,
              error: null,
            });
          case 'alreadyRunning':
            return response(409).json({ statusCode: 409, code: 'IMPORT_ALREADY_RUNNING', message: 'Another import of this seller is queued or running' });
          case 'failed':
            return HttpResponse.json({ statusCode: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' }, { status: 500 });
        }
      }),
    );
    const app = renderSignedIn(input.code ? `/eiffel/centry-auth?code=${CODE}` : '/eiffel/centry-auth');
    try {
      for (const step of path.steps) {
        const name = answerOf(step.event);
        if (name && name !== 'missingCode') await act(async () => answer.resolve(name));
        const state = step.state;
        // Without a code the actor refuses at once: the spinner is never on screen long enough to see.
        if (state.matches('starting') && input.code) {
          expect(await screen.findByRole('heading', { level: 1, name: 'Importación desde Centry' })).toBeInTheDocument();
          expect(await screen.findByText('Iniciando la importación de tus productos…')).toBeInTheDocument();
          // The request carries the session's seller and the URL's code.
          await waitFor(() => expect(received).toEqual([{ seller_id: '101', code: CODE }]));
          expect(app.location().pathname).toBe('/eiffel/centry-auth');
        } else if (!state.matches('starting')) {
          const outcome = state.value as 'started' | 'alreadyRunning' | 'failed';
          expect(await findFlash(FLASH[outcome].text)).toHaveAttribute('role', FLASH[outcome].role);
          await waitFor(() => expect(app.location().pathname).toBe('/eiffel'));
          // The landing is replaced: going back does not start another import.
          expect(app.app.router.history.length).toBe(1);
        }
      }
      if (!input.code) expect(received).toEqual([]);
      if (path.state.matches('failed')) {
        expect(muted).toHaveBeenCalledWith('[centryImport] import-start failed:', input.code ? 'INTERNAL_SERVER_ERROR' : 'MISSING_IMPORT_CODE');
      }
    } finally {
      muted.mockRestore();
      app.done();
    }
  });

  it('the paths driven above cover every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(centryImportMachine, paths.map(({ path }) => path)));
  });
});

describe('centry import, accessibility', () => {
  it('has no axe violations while the import is being requested', async () => {
    signIn(people.camila, { inPublishHistory: true });
    mockServer.use(http.import.get('/import-start', () => new Promise<never>(() => {})));
    const app = renderSignedIn(`/eiffel/centry-auth?code=${CODE}`);
    await screen.findByText('Iniciando la importación de tus productos…');
    expect(await axeViolations(app.container)).toEqual([]);
    app.done();
  });
});
