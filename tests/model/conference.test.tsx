/**
 * Model-based tests of the conference invitation, driving the real ConferenceModal through the
 * composition root with a fixed clock: listed sellers see it before the cutoff (19 October 2023,
 * 23:30 in Santiago) unless they closed it before; closing stores the flag '0' and reloads the page.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { conferenceMachine, type ConferenceEvent } from '../../machines/conference/conference.machine.ts';
import { selectConferenceRef } from '../../machines/auth/auth.selectors.ts';
import { CONFERENCE_CUTOFF_MS, CONFERENCE_SELLER_IDS, conferenceInvitationStands } from '../../shared/conference.ts';
import { axeViolations } from '../support/axe.ts';
import { combineCoverage, expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { ADMIN, fakeDocumentsServer, json, renderPortalParts, SELLER, stopAllFlows, type Rendered } from './notifications.support.tsx';
import { coveringPaths } from './shell.support.tsx';

const BEFORE_CUTOFF = Date.parse('2023-10-19T23:29:00-03:00');
const AT_CUTOFF = CONFERENCE_CUTOFF_MS;
const LISTED_ID = CONFERENCE_SELLER_IDS[0] ?? 1;

/**
 * Who signs in, when, and with which stored flag; `stands` and `dismissed` are what the provided
 * guards answer for them (the model's variant), written here rather than computed.
 */
const variants = {
  invitedSeller: { sellerId: LISTED_ID, now: BEFORE_CUTOFF, dismissed: false, stands: true },
  afterCutoff: { sellerId: LISTED_ID, now: AT_CUTOFF, dismissed: false, stands: false },
  unlistedSeller: { sellerId: 999, now: BEFORE_CUTOFF, dismissed: false, stands: false },
  closedBefore: { sellerId: LISTED_ID, now: BEFORE_CUTOFF, dismissed: true, stands: true },
};
type Variant = keyof typeof variants;

const fixtures = {
  close: { type: 'conference.close' },
} satisfies Record<string, ConferenceEvent>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

const machines = Object.fromEntries(
  (Object.keys(variants) as Variant[]).map((variant) => [
    variant,
    conferenceMachine.provide({
      guards: { invitationStands: () => variants[variant].stands, dismissedBefore: () => variants[variant].dismissed },
    }),
  ]),
) as Record<Variant, typeof conferenceMachine>;
const machineOf = (variant: Variant) => machines[variant];

type Snapshot = SnapshotFrom<typeof conferenceMachine>;
const pathsOf = (variant: Variant) =>
  coveringPaths<Snapshot, EventObject, { sellerId: number }>(machineOf(variant), {
    input: { sellerId: variants[variant].sellerId },
    events: Object.values(fixtures),
    describe: (snapshot) => snapshot.value,
    eventKey: (event) => JSON.stringify(event),
    filter: () => true,
  });
const paths = Object.fromEntries((Object.keys(variants) as Variant[]).map((variant) => [variant, pathsOf(variant)])) as Record<Variant, ReturnType<typeof pathsOf>>;

interface World {
  user: UserEvent;
  rendered: Rendered;
  server: ReturnType<typeof fakeDocumentsServer>;
}

const simulate: Record<Fixture, (world: World) => unknown> = {
  close: ({ user }) => user.click(screen.getByRole('button', { name: 'Cerrar' })),
};

const TITLE = 'Te invitamos a la Conferencia de Sellers';

async function expectScreenFor(state: AnyMachineSnapshot, { rendered }: World, closes: number) {
  if (state.matches('open')) {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent('la invitación está vigente hasta el 19 de octubre de 2023 a las 23:30 (hora de Santiago).');
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
  }
  // Closing stores the flag and reloads, once per close.
  if (state.matches('closed')) expect(window.localStorage.getItem('modalConference')).toBe('0');
  expect(rendered.reloadPage).toHaveBeenCalledTimes(closes);
  if (state.matches('hidden')) {
    await waitFor(() => expect(selectConferenceRef(rendered.flows.auth.getSnapshot())?.getSnapshot().value).toBe('hidden'));
  }
}

describe('conference invitation, a child of the seller session, with a fixed clock', () => {
  for (const variant of Object.keys(variants) as Variant[]) {
    describe(variant, () => {
      for (const path of paths[variant]) {
        it(describeFixturePath(path, (event) => names.get(event)), async () => {
          const { sellerId, now, dismissed } = variants[variant];
          if (dismissed) window.localStorage.setItem('modalConference', '0');
          const server = fakeDocumentsServer({ notifications: [], terms: json(true) });
          const rendered = renderPortalParts({ now: () => new Date(now) });
          const world: World = { user: userEvent.setup(), rendered, server };
          try {
            let closes = 0;
            for (const step of path.steps) {
              // The model starts with the seller's session: it is restored first.
              if (isStart(step.event)) server.session.answer(json({ ...SELLER, seller_id: sellerId }));
              else {
                const name = names.get(step.event);
                await simulate[name](world);
                if (name === 'close') closes += 1;
              }
              await expectScreenFor(step.state, world, closes);
            }
          } finally {
            stopAllFlows(rendered.flows);
          }
        });
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(combineCoverage((Object.keys(variants) as Variant[]).map((variant) => measureCoverage(machineOf(variant), paths[variant]))));
  });

  it('never runs for staff: an admin has no conference child and no modal', async () => {
    const server = fakeDocumentsServer({ notifications: [], terms: json(true) });
    const rendered = renderPortalParts({ now: () => new Date(BEFORE_CUTOFF) });
    try {
      server.session.answer(json(ADMIN));
      await screen.findByRole('button', { name: 'Notificaciones' });
      expect(selectConferenceRef(rendered.flows.auth.getSnapshot())).toBeUndefined();
      expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    } finally {
      stopAllFlows(rendered.flows);
    }
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
