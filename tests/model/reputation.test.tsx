/**
 * Model-based tests of the seller's reputation, a child of the seller session, driving the real
 * LevelChangeModal through the composition root's actors and the typed sellers client against msw.
 * Paths are generated from the statechart to take every transition (a changed level waits until the
 * session gives it the screen: the terms check, held until then, finds nothing); each step checks the screen (no
 * modal, the modal of the level, locked while saving, the error of a failed save) and the bodies the
 * server received (the first-login record and the save of the seen level).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createActor, fromPromise, waitFor as waitForActor, type AnyMachineSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import { selectReputationRef } from '../../machines/auth/auth.selectors.ts';
import { reputationMachine, type ReputationModalState } from '../../machines/reputation/reputation.machine.ts';
import { loggedReputationOf, seenLevelOf, type ReputationCategory } from '../../machines/reputation/reputation.rules.ts';
import { axeViolations } from '../support/axe.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { http, mockServer } from '../support/http.ts';
import { ADMIN, errorAnswer, fakeDocumentsServer, HeldAnswers, json, renderPortalParts, SELLER, stopAllFlows, type Rendered } from './notifications.support.tsx';
import { coveringPaths } from './shell.support.tsx';

/** 22:30 of 10 June in Santiago, already 11 June in UTC: the modal state is asked for the Santiago day. */
const NOW = new Date('2026-06-11T02:30:00Z');
const SANTIAGO_TODAY = '2026-06-10';

const fixtures = {
  statusDestacado: { type: 'xstate.done.actor.loadReputationStatus', output: 'Destacado' },
  statusFailed: { type: 'xstate.error.actor.loadReputationStatus', error: { code: 'INTERNAL_SERVER_ERROR' } },
  levelChangedFirstLogin: { type: 'xstate.done.actor.loadModalState', output: { isFirstLogin: true, isNewReputation: true } },
  nothingDue: { type: 'xstate.done.actor.loadModalState', output: { isFirstLogin: false, isNewReputation: false } },
  modalStateFailed: { type: 'xstate.error.actor.loadModalState', error: { code: 'INTERNAL_SERVER_ERROR' } },
  recorded: { type: 'xstate.done.actor.recordFirstLogin', output: undefined },
  recordFailed: { type: 'xstate.error.actor.recordFirstLogin', error: { code: 'INTERNAL_SERVER_ERROR' } },
  show: { type: 'levelChange.show' },
  confirm: { type: 'levelChange.close' },
  saved: { type: 'xstate.done.actor.saveLevelSeen', output: undefined },
  saveFailed: { type: 'xstate.error.actor.saveLevelSeen', error: { code: 'INTERNAL_SERVER_ERROR' } },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Snapshot = SnapshotFrom<typeof reputationMachine>;
const paths = coveringPaths<Snapshot, EventObject, { sellerId: number }>(reputationMachine, {
  input: { sellerId: SELLER.seller_id ?? 0 },
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.reputationCategory, snapshot.context.isFirstLogin, snapshot.context.isNewReputation],
  eventKey: (event) => JSON.stringify(event),
  filter: () => true,
  chained: true,
});

/** What a seller of each category sees and what the server receives, as written by hand. */
const EXPECTED = {
  Destacado: {
    title: '¡Subiste a Destacado!',
    text: 'Cumpliste las tres reglas del programa: entregas a tiempo, reclamos y cancelaciones. Ahora tienes los beneficios del nivel Destacado, que ves en tu reputación.',
    current: 'Nivel actual: Destacado',
    logged: 'Destacado',
    seen: 'Destacado',
  },
  // The status could not be read: the locked state, shown with the neutral wording.
  Bloqueo: {
    title: 'Tu reputación se actualizó',
    text: 'Tu nivel se mide cuando despachas el mínimo de pedidos del mes. Sigue vendiendo para obtener tu primer nivel y sus beneficios.',
    current: 'Nivel actual: Bloqueo',
    logged: 'sin reputacion',
    seen: 'Nuevo',
  },
} as const;
const ANY_TITLE = /¡Subiste a Destacado!|Tu reputación se actualizó/;

/** The fake reputation service: each request waits for the answer the path gives it. */
function fakeReputationServer() {
  const status = new HeldAnswers<number>();
  const modalState = new HeldAnswers<string>();
  const log = new HeldAnswers<unknown>();
  const save = new HeldAnswers<{ sellerId: number; body: unknown }>();
  mockServer.use(
    http.sellers.get('/v1/sellers/status-reputation/{sellerId}', async ({ request, params }) => (await status.next(request.signal, Number(params.sellerId)))()),
    http.sellers.get('/v1/sellers/show-reputation-modal/{sellerId}/{date}', async ({ request, params }) =>
      (await modalState.next(request.signal, `${params.sellerId}/${params.date}`))(),
    ),
    http.sellers.post('/v1/sellers/reputation-logs', async ({ request }) => (await log.next(request.signal, await request.clone().json()))()),
    http.sellers.put('/v1/sellers/reputation-modal/{sellerId}', async ({ request, params }) =>
      (await save.next(request.signal, { sellerId: Number(params.sellerId), body: await request.clone().json() }))(),
    ),
  );
  return { status, modalState, log, save };
}

interface World {
  user: UserEvent;
  rendered: Rendered;
  server: ReturnType<typeof fakeReputationServer>;
  documents: ReturnType<typeof fakeDocumentsServer>;
}

const STATUS_DESTACADO = { categoriaReputacion: 'Destacado', cancelQuiebre: 0.004, porcentajeReclamos: 0.01, entregasRetraso: 0.02 };
const storedLog = (reputation: string) => json({ id: 5531, sellerId: SELLER.seller_id, reputation, period: '2026-06', createdAt: '2026-06-11T02:30:01Z' }, 201);

const simulate: Record<Fixture, (world: World) => unknown> = {
  statusDestacado: ({ server }) => server.status.answer(json(STATUS_DESTACADO)),
  statusFailed: ({ server }) => server.status.answer(errorAnswer(500, 'INTERNAL_SERVER_ERROR')),
  // The session gives the modal the screen once the terms check (held until now) finds nothing pending.
  show: ({ documents }) => documents.check.answer(json(true)),
  levelChangedFirstLogin: ({ server }) => server.modalState.answer(json({ reputationCategory: 'Destacado', isFirstLogin: true, isNewReputation: true })),
  nothingDue: ({ server }) => server.modalState.answer(json({ reputationCategory: 'Destacado', isFirstLogin: false, isNewReputation: false })),
  modalStateFailed: ({ server }) => server.modalState.answer(errorAnswer(500, 'INTERNAL_SERVER_ERROR')),
  recorded: ({ server }) => server.log.answer(storedLog('Destacado')),
  recordFailed: ({ server }) => server.log.answer(errorAnswer(500, 'INTERNAL_SERVER_ERROR')),
  confirm: ({ user }) => user.click(within(screen.getByRole('dialog', { name: ANY_TITLE })).getByRole('button', { name: 'Entendido' })),
  saved: ({ server }) => server.save.answer(json({ sellerId: SELLER.seller_id, modalShow: false, reputation: 'Destacado', updatedAt: '2026-06-11T02:31:00Z' })),
  saveFailed: ({ server }) => server.save.answer(errorAnswer(500, 'INTERNAL_SERVER_ERROR')),
};

async function expectScreenFor(state: AnyMachineSnapshot, { rendered, server }: World, counts: { confirms: number; saves: number }) {
  const expected = EXPECTED[state.context.reputationCategory as keyof typeof EXPECTED];
  if (state.matches({ settled: { levelChange: 'open' } })) {
    const dialog = await screen.findByRole('dialog', { name: expected.title });
    expect(dialog).toHaveTextContent(expected.text);
    expect(dialog).toHaveTextContent(expected.current);
    const confirm = within(dialog).getByRole('button', { name: /Entendido|Guardando…/ });
    const close = within(dialog).getByRole('button', { name: 'Cerrar' });
    if (state.matches({ settled: { levelChange: { open: 'saving' } } })) {
      // Locked while the save is in flight.
      await waitFor(() => expect(confirm).toBeDisabled());
      expect(close).toBeDisabled();
      expect(within(dialog).queryByRole('alert')).toBeNull();
    } else {
      await waitFor(() => expect(confirm).toBeEnabled());
      expect(close).toBeEnabled();
      if (state.matches({ settled: { levelChange: { open: 'failed' } } })) {
        expect(within(dialog).getByRole('alert')).toHaveTextContent('No pudimos guardar que viste tu nuevo nivel. Error interno del servidor. Inténtalo de nuevo.');
      } else {
        expect(within(dialog).queryByRole('alert')).toBeNull();
      }
    }
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: ANY_TITLE })).toBeNull());
  }
  if (state.matches({ settled: { levelChange: 'hidden' } })) {
    await waitFor(() => expect(selectReputationRef(rendered.flows.auth.getSnapshot())?.getSnapshot().matches({ settled: { levelChange: 'hidden' } })).toBe(true));
  }
  // The modal state is asked once, for the seller and Santiago's day.
  if (!state.matches('loadingStatus')) expect(server.modalState.received).toEqual([`${SELLER.seller_id}/${SANTIAGO_TODAY}`]);
  // The first-login record, once, with the category's wording.
  if (state.matches({ settled: { firstLogin: 'recording' } }) || state.matches({ settled: { firstLogin: 'recorded' } })) {
    await waitFor(() => expect(server.log.received).toEqual([{ sellerId: SELLER.seller_id, reputation: expected.logged }]));
  }
  if (state.matches({ settled: { firstLogin: 'notDue' } })) expect(server.log.received).toEqual([]);
  // Every confirmation is one save of the seen level; the page reloads after a stored one only.
  await waitFor(() => expect(server.save.received).toHaveLength(counts.confirms));
  for (const received of server.save.received) expect(received).toEqual({ sellerId: SELLER.seller_id, body: { modalShow: false, reputation: expected.seen } });
  expect(rendered.reloadPage).toHaveBeenCalledTimes(counts.saves);
}

describe('reputation, a child of the seller session, through the level-change modal', () => {
  for (const path of paths) {
    it(describeFixturePath(path, (event) => names.get(event)), async () => {
      const muted = muteErrorLog('[reputation]');
      // The terms check is held until the path answers it: a changed level waits for it.
      const documents = fakeDocumentsServer({ notifications: [] });
      const server = fakeReputationServer();
      const rendered = renderPortalParts({ now: () => NOW });
      const world: World = { user: userEvent.setup(), rendered, server, documents };
      try {
        const counts = { confirms: 0, saves: 0 };
        for (const step of path.steps) {
          if (isStart(step.event)) {
            documents.session.answer(json(SELLER));
          } else {
            const name = names.get(step.event);
            if (name === 'confirm') counts.confirms += 1;
            if (name === 'saved') counts.saves += 1;
            await simulate[name](world);
          }
          await expectScreenFor(step.state, world, counts);
        }
      } finally {
        stopAllFlows(rendered.flows);
        muted.mockRestore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(reputationMachine, paths));
  });

  it('closes by its close button too, saving the seen level', async () => {
    const documents = fakeDocumentsServer({ notifications: [], terms: json(true) });
    const server = fakeReputationServer();
    const rendered = renderPortalParts({ now: () => NOW });
    const user = userEvent.setup();
    try {
      documents.session.answer(json(SELLER));
      server.status.answer(json(STATUS_DESTACADO));
      server.modalState.answer(json({ reputationCategory: 'Destacado', isFirstLogin: false, isNewReputation: true }));
      const dialog = await screen.findByRole('dialog', { name: '¡Subiste a Destacado!' });
      await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(server.save.received).toEqual([{ sellerId: SELLER.seller_id, body: { modalShow: false, reputation: 'Destacado' } }]));
      server.save.answer(json({ sellerId: SELLER.seller_id, modalShow: false, reputation: 'Destacado', updatedAt: '2026-06-11T02:31:00Z' }));
      await waitFor(() => expect(rendered.reloadPage).toHaveBeenCalledTimes(1));
    } finally {
      stopAllFlows(rendered.flows);
    }
  });

  it('never runs for staff: an admin has no reputation child and no modal', async () => {
    const documents = fakeDocumentsServer({ notifications: [], terms: json(true) });
    const rendered = renderPortalParts({ now: () => NOW });
    try {
      documents.session.answer(json(ADMIN));
      await screen.findByRole('button', { name: 'Notificaciones' });
      expect(selectReputationRef(rendered.flows.auth.getSnapshot())).toBeUndefined();
      expect(screen.queryByRole('dialog', { name: ANY_TITLE })).toBeNull();
    } finally {
      stopAllFlows(rendered.flows);
    }
  });

  it('has no axe violations with the modal open', async () => {
    fakeDocumentsServer({ session: SELLER, notifications: [], terms: json(true) });
    const server = fakeReputationServer();
    server.status.answer(json(STATUS_DESTACADO));
    server.modalState.answer(json({ reputationCategory: 'Destacado', isFirstLogin: false, isNewReputation: true }));
    const rendered = renderPortalParts({ now: () => NOW });
    try {
      const dialog = await screen.findByRole('dialog', { name: '¡Subiste a Destacado!' });
      expect(await axeViolations(dialog)).toEqual([]);
    } finally {
      stopAllFlows(rendered.flows);
    }
  });
});

describe('reputation: the wording of the records and when the modal shows', () => {
  it('keeps a changed level back until the session gives it the screen, and an unchanged one always', async () => {
    const decide = async (isNewReputation: boolean) => {
      const machine = reputationMachine.provide({
        actors: {
          loadReputationStatus: fromPromise<ReputationCategory, { sellerId: number }>(async () => 'Bueno'),
          loadModalState: fromPromise<ReputationModalState, { sellerId: number }>(async () => ({ isFirstLogin: false, isNewReputation })),
        },
      });
      const actor = createActor(machine, { input: { sellerId: 1 } }).start();
      const settled = await waitForActor(actor, (snapshot) => snapshot.matches('settled'));
      const before = settled.matches({ settled: { levelChange: 'open' } });
      actor.send({ type: 'levelChange.show' });
      const after = actor.getSnapshot().matches({ settled: { levelChange: 'open' } });
      actor.stop();
      return [before, after];
    };
    expect(await decide(true)).toEqual([false, true]);
    expect(await decide(false)).toEqual([false, false]);
  });

  it('records Bloqueo as "sin reputacion" and saves it, and Plan Growth, as Nuevo', () => {
    expect(loggedReputationOf('Bloqueo')).toBe('sin reputacion');
    expect(loggedReputationOf('Plan Growth')).toBe('Plan Growth');
    expect(loggedReputationOf('Medio')).toBe('Medio');
    expect(seenLevelOf('Bloqueo')).toBe('Nuevo');
    expect(seenLevelOf('Plan Growth')).toBe('Nuevo');
    expect(seenLevelOf('Bajo')).toBe('Bajo');
  });
});
