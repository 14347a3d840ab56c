// @vitest-environment jsdom
// DOMPurify, under happy-dom, keeps <script> and javascript: links: notification HTML is judged in
// jsdom.
/**
 * Model-based tests of the notifications flow, driving the real NotificationsButton, list and modal
 * through the composition root's actors and the typed documents client against msw. Every path is
 * generated from the statechart (shortest path to every transition), from a signed-in seller (the
 * flow is a child of the auth chart: it starts with the session); each step checks the screen:
 * the button's label with the unread count, the list with its unopened markers, the modal with the
 * notification's sanitised HTML (an XSS payload) or registry component, and its size.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ActorLogic, AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { notificationsMachine, type NotificationsEvent } from '../../machines/notifications/notifications.machine.ts';
import { notificationContentOf, notificationModalSize, type Notification } from '../../machines/notifications/notifications.content.ts';
import { sanitizeHtml } from '../../src/views/richText/sanitizeHtml.ts';
import { axeViolations } from '../support/axe.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { coverageGuidedPaths, describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import {
  errorAnswer,
  fakeDocumentsServer,
  json,
  noContent,
  renderPortalParts,
  SELLER,
  stopAllFlows,
  type Rendered,
} from './notifications.support.tsx';

declare global {
  interface Window {
    __xss?: number;
  }
}

/** What an attacker would try; the server strips it when stored, and the client again before drawing. */
const XSS_HTML =
  '<p>Revisa las <strong>nuevas condiciones</strong> de despacho.</p>' +
  '<img src="x" alt="diagrama" onerror="window.__xss = 1">' +
  '<script>window.__xss = 2</script>' +
  '<a href="javascript:window.__xss = 3">Ver detalle</a> ' +
  '<a href="https://ayuda.example.cl/despachos" target="_self" onclick="window.__xss = 4">Centro de ayuda</a>' +
  '<iframe src="https://malicioso.example"></iframe><form action="https://malicioso.example"><input name="rut"></form>' +
  '<p style="position:fixed">Estilo</p>';

const UNREAD: Notification = {
  id: 11,
  label: 'Nuevas condiciones de despacho',
  icon: 'truck',
  size: 's',
  config: { content: XSS_HTML },
  opened: false,
  createdAt: '2026-06-09T12:00:00Z',
};
const CAMPAIGN: Notification = {
  id: 12,
  label: 'Campaña Cyber Day',
  icon: 'megaphone',
  size: 'm',
  config: {
    content: JSON.stringify({ typeChildrenComponent: 'campaignInvitation', props: { campaign: 'Cyber Day 2026', deadline: '2026-06-20', path: '/user/myAccount' } }),
  },
  opened: true,
  createdAt: '2026-06-01T12:00:00Z',
};
const LISTED = [UNREAD, CAMPAIGN];
const ALL_READ = [{ ...UNREAD, opened: true }, CAMPAIGN];

const fixtures = {
  navigate: { type: 'route.changed' },
  openList: { type: 'notifications.list.open' },
  closeList: { type: 'notifications.list.close' },
  openUnread: { type: 'notifications.open', id: UNREAD.id },
  openCampaign: { type: 'notifications.open', id: CAMPAIGN.id },
  closeModal: { type: 'notifications.modal.close' },
  listed: { type: 'xstate.done.actor.listNotifications', output: LISTED },
  allRead: { type: 'xstate.done.actor.listNotifications', output: ALL_READ },
  listFailed: { type: 'xstate.error.actor.listNotifications', error: { code: 'INTERNAL_SERVER_ERROR' } },
  marked: { type: 'xstate.done.actor.markOpened' },
  markFailed: { type: 'xstate.error.actor.markOpened', error: { code: 'NOT_FOUND' } },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Snapshot = SnapshotFrom<typeof notificationsMachine>;

/** Two snapshots are the same vertex when the screen shows the same thing. */
const screenKey = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.notifications.map((notification) => `${notification.id}:${notification.opened}`),
    snapshot.context.shown?.id ?? null,
  ]);

const model = new TestModel(notificationsMachine as unknown as ActorLogic<Snapshot, EventObject, undefined>, {
  events: Object.values(fixtures) as EventObject[],
  serializeState: screenKey,
  // The invented actor events are not NotificationsEvents, yet the machine receives them.
  filterEvents: (snapshot, event) => snapshot.can(event as NotificationsEvent),
});

/** Shortest paths to every screen, topped up with the paths of transitions those miss. */
const paths = coverageGuidedPaths(model, { machine: notificationsMachine, screenKey });

interface World {
  user: UserEvent;
  rendered: Rendered;
  server: ReturnType<typeof fakeDocumentsServer>;
}

const buttonName = (unread: number) => (unread === 0 ? 'Notificaciones' : `Notificaciones, ${unread} sin leer`);
const currentButton = () => screen.getByRole('button', { name: /^Notificaciones/ });

const simulate: Record<Fixture, (world: World) => unknown> = {
  navigate: ({ rendered }) => rendered.navigate(rendered.path() === '/eiffel' ? '/user/myAccount' : '/eiffel'),
  openList: ({ user }) => user.click(currentButton()),
  closeList: ({ user }) => user.keyboard('{Escape}'),
  openUnread: ({ user }) => user.click(within(screen.getByRole('dialog', { name: 'Notificaciones' })).getByRole('button', { name: /Nuevas condiciones/ })),
  openCampaign: ({ user }) => user.click(within(screen.getByRole('dialog', { name: 'Notificaciones' })).getByRole('button', { name: /Campaña Cyber Day/ })),
  closeModal: ({ user }) => user.click(within(screen.getByRole('dialog', { name: /Nuevas condiciones|Campaña/ })).getByRole('button', { name: 'Cerrar' })),
  listed: ({ server }) => server.list.answer(json({ data: LISTED })),
  allRead: ({ server }) => server.list.answer(json({ data: ALL_READ })),
  listFailed: ({ server }) => server.list.answer(errorAnswer(500, 'INTERNAL_SERVER_ERROR')),
  marked: ({ server }) => server.open.answer(noContent()),
  markFailed: ({ server }) => server.open.answer(errorAnswer(404, 'NOT_FOUND')),
};

/** The XSS notification's content, as drawn: the text and safe links only, nothing that runs. */
function expectDefused(dialog: HTMLElement) {
  expect(within(dialog).getByText('nuevas condiciones')).toBeVisible();
  expect(dialog.querySelector('script, iframe, form, input, [onerror], [onclick], [style*="fixed"]')).toBeNull();
  expect(dialog.innerHTML).not.toMatch(/javascript:|onerror|onclick|__xss/);
  const image = within(dialog).getByRole('img', { name: 'diagrama' });
  expect(image.getAttributeNames().sort()).toEqual(['alt', 'src']);
  // The javascript: link keeps its text and loses its address.
  expect(within(dialog).getByText('Ver detalle').closest('a')).not.toHaveAttribute('href');
  const help = within(dialog).getByRole('link', { name: 'Centro de ayuda' });
  expect(help).toHaveAttribute('href', 'https://ayuda.example.cl/despachos');
  expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  expect(help).toHaveAttribute('target', '_blank');
  expect(window.__xss).toBeUndefined();
}

async function expectScreenFor(state: AnyMachineSnapshot) {
  const list = state.context.notifications as Notification[];
  const unread = list.filter((notification) => !notification.opened).length;
  // Under an open modal the rest of the page is hidden from assistive technology.
  const underModal = state.matches({ panel: 'modal' });
  await screen.findByRole('button', { name: buttonName(unread), hidden: underModal });

  if (state.matches({ panel: 'list' })) {
    const drawer = await screen.findByRole('dialog', { name: 'Notificaciones' });
    // The list is no landmark of its own: the page keeps one banner, the header's.
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    if (list.length === 0 && state.matches({ data: 'loading' })) {
      expect(within(drawer).getByRole('status')).toHaveTextContent('Cargando notificaciones…');
    } else if (list.length === 0) {
      expect(within(drawer).getByText('No tienes notificaciones.')).toBeVisible();
    } else {
      for (const notification of list) {
        const item = within(drawer).getByRole('button', { name: new RegExp(notification.label) });
        if (notification.opened) expect(within(item).queryByRole('img', { name: 'Sin leer' })).toBeNull();
        else expect(within(item).getByRole('img', { name: 'Sin leer' })).toBeVisible();
      }
    }
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).toBeNull());
  }

  const shown = state.matches({ panel: 'modal' }) ? (state.context.shown as Notification) : null;
  for (const notification of [UNREAD, CAMPAIGN]) {
    if (notification.id === shown?.id) continue;
    await waitFor(() => expect(screen.queryByRole('dialog', { name: notification.label })).toBeNull());
  }
  if (shown) {
    const dialog = await screen.findByRole('dialog', { name: shown.label });
    if (shown.id === UNREAD.id) {
      expect(dialog).toHaveAttribute('data-size', '400x300');
      expectDefused(dialog);
    } else {
      expect(dialog).toHaveAttribute('data-size', '600x400');
      expect(within(dialog).getByText('Cyber Day 2026')).toBeVisible();
      expect(within(dialog).getByText('Inscríbete antes del 20 de junio de 2026.')).toBeVisible();
      expect(within(dialog).getByRole('link', { name: 'Ir a la campaña' })).toHaveAttribute('href', '/user/myAccount');
    }
  }
}

describe('notifications, driven through the header button, list and modal', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const muted = muteErrorLog('[notifications]');
      const server = fakeDocumentsServer({ terms: json(true) });
      const rendered = renderPortalParts();
      const world: World = { user: userEvent.setup(), rendered, server };
      try {
        for (const [index, step] of path.steps.entries()) {
          // The model starts signed in: the seller's session is restored first.
          if (isStart(step.event)) server.session.answer(json(SELLER));
          else {
            const name = names.get(step.event);
            await simulate[name](world);
            // The mark asked for is the one opened.
            if (name === 'marked' || name === 'markFailed') expect(server.open.received.at(-1)).toBe(UNREAD.id);
            if (step.state.matches({ data: 'marking' })) await waitFor(() => expect(server.open.received).toContain(UNREAD.id));
          }
          await expectScreenFor(step.state);
          // Every list request the path answers has been made by then: a load asks the server.
          const previous = path.steps[index - 1]?.state;
          if (previous && step.state.matches({ data: 'loading' }) && !previous.matches({ data: 'loading' })) {
            await waitFor(() => expect(server.list.pending).toBe(1));
          }
        }
      } finally {
        stopAllFlows(rendered.flows);
        muted.mockRestore();
      }
    });
  }

  it('ends a path in every state', () => {
    expect(statesNotReached(notificationsMachine, paths)).toEqual([]);
  });

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(notificationsMachine, paths));
  });
});

describe('notifications: accessibility', () => {
  it('has no axe violations in the list and in the modal', async () => {
    const server = fakeDocumentsServer({ session: SELLER, notifications: LISTED, terms: json(true) });
    const rendered = renderPortalParts();
    const user = userEvent.setup();
    try {
      await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
      const drawer = await screen.findByRole('dialog', { name: 'Notificaciones' });
      await within(drawer).findByRole('button', { name: /Campaña Cyber Day/ });
      expect(await axeViolations(document.body)).toEqual([]);
      await user.click(within(drawer).getByRole('button', { name: /Nuevas condiciones/ }));
      const modal = await screen.findByRole('dialog', { name: UNREAD.label });
      await waitFor(() => expect(server.open.received).toEqual([UNREAD.id]));
      server.open.answer(noContent());
      expect(await axeViolations(modal)).toEqual([]);
      await user.click(within(modal).getByRole('button', { name: 'Cerrar' }));
      // The focus goes back to the header's button.
      await waitFor(() => expect(currentButton()).toHaveFocus());
    } finally {
      stopAllFlows(rendered.flows);
    }
  });
});

describe('a campaign invitation titled by its campaign', () => {
  it('says the campaign once: the modal\'s title, not again above the deadline', async () => {
    const titledByCampaign: Notification = { ...CAMPAIGN, id: 13, label: 'Cyber Day 2026', opened: true };
    fakeDocumentsServer({ session: SELLER, notifications: [titledByCampaign], terms: json(true) });
    const rendered = renderPortalParts();
    const user = userEvent.setup();
    try {
      await user.click(await screen.findByRole('button', { name: /^Notificaciones/ }));
      const drawer = await screen.findByRole('dialog', { name: 'Notificaciones' });
      await user.click(await within(drawer).findByRole('button', { name: /Cyber Day 2026/ }));
      const modal = await screen.findByRole('dialog', { name: 'Cyber Day 2026' });
      expect(within(modal).getByText('Inscríbete antes del 20 de junio de 2026.')).toBeVisible();
      expect(within(modal).getAllByText('Cyber Day 2026')).toHaveLength(1);
    } finally {
      stopAllFlows(rendered.flows);
    }
  });
});

describe('notifications: the keyboard', () => {
  it('opens the list with the focus in it, and Escape gives the focus back to the bell', async () => {
    fakeDocumentsServer({ session: SELLER, notifications: LISTED, terms: json(true) });
    const rendered = renderPortalParts();
    const user = userEvent.setup();
    try {
      const bell = await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
      bell.focus();
      await user.keyboard('{Enter}');
      const drawer = await screen.findByRole('dialog', { name: 'Notificaciones' });
      await within(drawer).findByRole('button', { name: /Nuevas condiciones/ });
      // jsdom lays nothing out, so zag finds no tabbable item and focuses the list itself.
      await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
      expect(bell).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).toBeNull());
      expect(bell).toHaveFocus();
      expect(bell).toHaveAttribute('aria-expanded', 'false');
    } finally {
      stopAllFlows(rendered.flows);
    }
  });
});

describe('notification content and modal size', () => {
  it.each([
    ['custom', 10, { kind: 'auto' }],
    ['l', 10, { kind: 'fixed', width: 800, height: 600 }],
    ['s', 3000, { kind: 'fixed', width: 800, height: 600 }],
    ['m', 3500, { kind: 'fixed', width: 800, height: 600 }],
    ['m', 10, { kind: 'fixed', width: 600, height: 400 }],
    ['s', 1500, { kind: 'fixed', width: 600, height: 400 }],
    ['s', 2999, { kind: 'fixed', width: 600, height: 400 }],
    ['s', 1499, { kind: 'fixed', width: 400, height: 300 }],
  ] as const)('size %s with %i characters', (size, length, expected) => {
    expect(notificationModalSize(size, 'x'.repeat(length))).toEqual(expected);
  });

  it('reads registry components with valid props only, and HTML otherwise', () => {
    const component = (value: unknown) => notificationContentOf(JSON.stringify(value));
    expect(component({ typeChildrenComponent: 'reputationSummary' })).toEqual({ kind: 'reputationSummary' });
    expect(component({ typeChildrenComponent: 'learningGuideTopic', props: { module: 'stock' } })).toEqual({
      kind: 'learningGuideTopic',
      props: { module: 'stock' },
    });
    expect(component({ typeChildrenComponent: 'learningGuideTopic', props: { module: 'admin' } })).toEqual({ kind: 'unknown' });
    expect(component({ typeChildrenComponent: 'dangerousWidget', props: {} })).toEqual({ kind: 'unknown' });
    const campaign = (path: string) => component({ typeChildrenComponent: 'campaignInvitation', props: { campaign: 'Cyber', deadline: '2026-06-20', path } });
    expect(campaign('/campaigns').kind).toBe('campaignInvitation');
    expect(campaign('//malicioso-example').kind).toBe('unknown');
    expect(campaign('https://malicioso.example').kind).toBe('unknown');
    expect(notificationContentOf('<p>{hola}</p>')).toEqual({ kind: 'html', html: '<p>{hola}</p>' });
  });

  it('sanitises before drawing even what the server would have cleaned', () => {
    const clean = sanitizeHtml(XSS_HTML);
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<form|style=/);
    expect(clean).toContain('<strong>nuevas condiciones</strong>');
  });
});
