/**
 * Model-based tests of the conference invitation, driving the real ConferenceModal through the
 * composition root with a fixed clock: listed sellers see it before the cutoff (19 October 2023,
 * 23:30 in Santiago) unless they closed it before; closing stores the flag '0' and reloads the page.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { conferenceMachine } from '../../machines/conference/conference.machine.ts';
import { CONFERENCE_CUTOFF_MS, CONFERENCE_SELLER_IDS, conferenceInvitationStands } from '../../shared/conference.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart, shortestPathsToEveryTransition } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { ADMIN, fakeDocumentsServer, json, renderPortalParts, SELLER, stopAllFlows, type Rendered } from './notifications.support.tsx';

const BEFORE_CUTOFF = Date.parse('2023-10-19T23:29:00-03:00');
const AT_CUTOFF = CONFERENCE_CUTOFF_MS;
const LISTED_ID = CONFERENCE_SELLER_IDS[0] ?? 1;
const started = (over: Partial<{ role: string; sellerId: number | null; now: number; dismissed: boolean }>) => ({
  type: 'session.started' as const,
  role: 'seller',
  sellerId: LISTED_ID,
  now: BEFORE_CUTOFF,
  dismissed: false,
  ...over,
});

const fixtures = {
  invitedSeller: started({}),
  afterCutoff: started({ now: AT_CUTOFF }),
  unlistedSeller: started({ sellerId: 999 }),
  closedBefore: started({ dismissed: true }),
  admin: started({ role: 'admin', sellerId: null }),
  close: { type: 'conference.close' },
  ended: { type: 'session.ended' },
} satisfies Record<string, EventObject>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

const paths = shortestPathsToEveryTransition(conferenceMachine, {
  events: Object.values(fixtures),
  describe: (snapshot) => snapshot.value,
  eventKey: (event) => JSON.stringify(event),
});

interface World {
  user: UserEvent;
  rendered: Rendered;
  server: ReturnType<typeof fakeDocumentsServer>;
  clock: { now: number };
}

/** The session starts with this clock, this seller and this flag in storage. */
const signIn = (fixture: ReturnType<typeof started>) => ({ server, clock }: World) => {
  clock.now = fixture.now;
  if (fixture.dismissed) window.localStorage.setItem('modalConference', '0');
  const session = fixture.role === 'admin' ? ADMIN : { ...SELLER, seller_id: fixture.sellerId };
  server.session.answer(json(session));
};

const simulate: Record<Fixture, (world: World) => unknown> = {
  invitedSeller: signIn(fixtures.invitedSeller),
  afterCutoff: signIn(fixtures.afterCutoff),
  unlistedSeller: signIn(fixtures.unlistedSeller),
  closedBefore: signIn(fixtures.closedBefore),
  admin: signIn(fixtures.admin),
  close: ({ user }) => user.click(screen.getByRole('button', { name: 'Cerrar' })),
  ended: ({ rendered }) => rendered.navigate('/logout'),
};

const TITLE = 'Te invitamos a la Conferencia de Sellers';

async function expectScreenFor(state: AnyMachineSnapshot, { rendered }: World, arrivedBy: Fixture | undefined, closes: number) {
  if (state.matches('open')) {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent('la invitación está vigente hasta el 19 de octubre de 2023 a las 23:30 (hora de Santiago).');
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
  }
  // Closing stores the flag and reloads, once per close.
  if (state.matches('closed')) expect(window.localStorage.getItem('modalConference')).toBe('0');
  expect(rendered.reloadPage).toHaveBeenCalledTimes(closes);
  if (state.matches('hidden') && arrivedBy) await waitFor(() => expect(rendered.flows.conference.getSnapshot().matches('hidden')).toBe(true));
}

const ran: typeof paths = [];

describe('conference invitation, with a fixed clock', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const clock = { now: BEFORE_CUTOFF };
      const server = fakeDocumentsServer({ notifications: [], terms: json(true) });
      const rendered = renderPortalParts({ now: () => new Date(clock.now) });
      const world: World = { user: userEvent.setup(), rendered, server, clock };
      try {
        let closes = 0;
        for (const step of path.steps) {
          const name = isStart(step.event) ? undefined : names.get(step.event);
          if (name) await simulate[name](world);
          if (name === 'close') closes += 1;
          await expectScreenFor(step.state, world, name, closes);
        }
        ran.push(path);
      } finally {
        stopAllFlows(rendered.flows);
      }
    });
  }

  it('reaches every state', () => {
    const shortest = getShortestPaths(conferenceMachine, { events: Object.values(fixtures) as never });
    expect(statesNotReached(conferenceMachine, shortest)).toEqual([]);
  });

  it('covers every state and transition with the paths that ran', () => {
    expectFullCoverage(measureCoverage(conferenceMachine, ran));
  });

  it('keeps the cutoff and the list as data: 23:29 stands, 23:30 does not, unlisted never', () => {
    expect(new Date(CONFERENCE_CUTOFF_MS).toISOString()).toBe('2023-10-20T02:30:00.000Z');
    expect(conferenceInvitationStands(LISTED_ID, CONFERENCE_CUTOFF_MS - 1)).toBe(true);
    expect(conferenceInvitationStands(LISTED_ID, CONFERENCE_CUTOFF_MS)).toBe(false);
    expect(conferenceInvitationStands(999, BEFORE_CUTOFF)).toBe(false);
    expect(conferenceInvitationStands(null, BEFORE_CUTOFF)).toBe(false);
  });

  it('has no axe violations', async () => {
    fakeDocumentsServer({ session: SELLER, notifications: [], terms: json(true) });
    const rendered = renderPortalParts({ now: () => new Date(BEFORE_CUTOFF) });
    try {
      const dialog = await screen.findByRole('dialog', { name: TITLE });
      expect(await axeViolations(dialog)).toEqual([]);
    } finally {
      stopAllFlows(rendered.flows);
    }
  });
});
