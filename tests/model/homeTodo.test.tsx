/**
 * The home's "what needs doing now" chart on its own: paths generated from the statechart take every
 * state and transition (a read that answers, a read that fails and is tried again), and each step
 * checks what the chart keeps for the panel. The panel is then drawn from each path's end, by role,
 * with its Spanish labels and links. The server call is not wired into the home yet.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createActor, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { homeTodoMachine, type HomeTodo, type HomeTodoScope } from '../../machines/home/homeTodo.machine.ts';
import type { AccessSubject } from '../../shared/access/routeAccess.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import { HomeTodoPanel } from '../../src/views/home/HomeTodoPanel.tsx';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { coveringPaths } from './shell.support.tsx';

/** Counts written by hand: two orders to prepare, one of them late, nothing else waiting. */
const NO_QUEUES = { applicationsReceived: null, applicationsInReview: null, escalatedReturnsUnassigned: null, escalatedReturnsMine: null };
const TODO: HomeTodo = { ordersToPrepare: 2, ordersLate: 1, returnsAwaitingDecision: 0, ordersWithoutBoleta: 0, ...NO_QUEUES };

const fixtures = {
  loaded: { type: 'xstate.done.actor.loadHomeTodo', output: TODO },
  failed: { type: 'xstate.error.actor.loadHomeTodo', error: { code: 'INTERNAL_SERVER_ERROR' } },
  retry: { type: 'retry' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;

type Snapshot = SnapshotFrom<typeof homeTodoMachine>;
const paths = coveringPaths<Snapshot, EventObject, { sellerId: number; scope: HomeTodoScope }>(homeTodoMachine, {
  input: { sellerId: 7, scope: 'seller' as const },
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.todo],
  eventKey: (event) => JSON.stringify(event),
  filter: () => true,
  chained: true,
});

describe('what needs doing now: the chart', () => {
  it('covers every state and transition with the generated paths', () => {
    const coverage = measureCoverage(homeTodoMachine, paths);
    expectFullCoverage(coverage);
  });

  it('keeps the counts once read, and none while loading or after a failure', () => {
    for (const path of paths) {
      for (const step of path.steps) {
        const { value, context } = step.state as Snapshot;
        expect(context.todo).toEqual(value === 'loaded' ? TODO : null);
      }
    }
  });

  it('asks again for the same seller after a failure', async () => {
    const asked: number[] = [];
    let answer: 'fail' | 'answer' = 'fail';
    const machine = homeTodoMachine.provide({
      actors: {
        loadHomeTodo: fromPromise<HomeTodo, { sellerId: number; scope: HomeTodoScope }>(async ({ input }) => {
          asked.push(input.sellerId);
          if (answer === 'fail') throw new Error('down');
          return TODO;
        }),
      },
    });
    const actor = createActor(machine, { input: { sellerId: 7, scope: 'seller' as const } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    answer = 'answer';
    actor.send({ type: 'retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    expect(asked).toEqual([7, 7]);
    expect(actor.getSnapshot().context.todo).toEqual(TODO);
    actor.stop();
  });
});

const PUBLISHED_SELLER: AccessSubject = { role: 'seller', sellerType: null, isCollector: false, inPublishHistory: true };
const ADMIN_SUBJECT: AccessSubject = { role: 'admin', sellerType: null, isCollector: false, inPublishHistory: false };

/** Draws the panel for `subject` on a small router whose lists only name themselves. */
async function renderPanel(subject: AccessSubject, answer: () => Promise<HomeTodo>) {
  const machine = homeTodoMachine.provide({ actors: { loadHomeTodo: fromPromise<HomeTodo, { sellerId: number; scope: HomeTodoScope }>(answer) } });
  const actor = createActor(machine, { input: { sellerId: 7, scope: 'seller' as const } }).start();
  const root = createRootRoute();
  const page = (path: string, title: string) => createRoute({ getParentRoute: () => root, path, component: () => <h1>{title}</h1> });
  const home = createRoute({ getParentRoute: () => root, path: '/eiffel', component: () => <HomeTodoPanel todo={actor} subject={subject} /> });
  const router = createRouter({
    routeTree: root.addChildren([home, page('/orders', 'Órdenes'), page('/returns', 'Devoluciones'), page('/invoice', 'Boletas')]),
    history: createMemoryHistory({ initialEntries: ['/eiffel'] }),
  });
  render(
    <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { actor, router };
}

describe('what needs doing now: the panel', () => {
  it('shows a published seller each count as a link to its filtered list, zero as done, the late ones marked', async () => {
    const { actor, router } = await renderPanel(PUBLISHED_SELLER, async () => TODO);
    const panel = await screen.findByRole('region', { name: 'Qué hacer ahora' });
    const toPrepare = await within(panel).findByRole('link', { name: 'Órdenes por preparar: 2' });
    expect(toPrepare.getAttribute('href')).toBe('/orders?group=toPrepare&sort=promisedAt&direction=asc');
    expect(within(panel).getByText('1 atrasada')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Devoluciones esperan tu decisión: 0' }).getAttribute('href')).toBe('/returns?group=toReview');
    expect(within(panel).getByRole('link', { name: 'Órdenes sin boleta: 0' }).getAttribute('href')).toBe('/invoice?state=pending');
    expect(within(panel).getAllByText('Al día')).toHaveLength(2);
    expect(await axeViolations(document.body)).toEqual([]);
    await userEvent.click(toPrepare);
    await screen.findByRole('heading', { name: 'Órdenes' });
    expect(router.state.location.search).toEqual({ group: 'toPrepare', sort: 'promisedAt', direction: 'asc' });
    actor.stop();
  });

  // Written by hand from the menu's access table: logistics opens orders and returns but not the
  // boletas; security opens none of the three lists.
  it.each([
    ['logistics', ['Órdenes por preparar: 2', 'Devoluciones esperan tu decisión: 0']],
    ['security', []],
  ] as const)('shows %s only the lines its role may open', async (role, expected) => {
    const { actor } = await renderPanel({ ...ADMIN_SUBJECT, role }, async () => TODO);
    const panel = await screen.findByRole('region', { name: 'Qué hacer ahora' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loaded'));
    expect(within(panel).queryAllByRole('link').map((link) => link.textContent)).toEqual(expected);
    actor.stop();
  });

  it('says so when the counts could not be read, and reads them again on Reintentar', async () => {
    let fail = true;
    const { actor } = await renderPanel(PUBLISHED_SELLER, async () => {
      if (fail) throw new Error('down');
      return TODO;
    });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'No pudimos revisar tus pendientes.');
    expect(await axeViolations(document.body)).toEqual([]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('link', { name: 'Órdenes por preparar: 2' });
    actor.stop();
  });
});
