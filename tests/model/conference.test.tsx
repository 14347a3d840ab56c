/**
 * Model-based tests of the conference invitation, driving the real ConferenceModal through the
 * composition root with a fixed clock: listed sellers see it until the cutoff the server sends with
 * the seller configuration (the rules version in force: version 1 says 19 October 2023, 23:30 in
 * Santiago) unless they closed it before; closing stores the flag '0' and reloads the page.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { conferenceMachine, type ConferenceEvent } from '../../machines/conference/conference.machine.ts';
import { selectConferenceRef } from '../../machines/auth/auth.selectors.ts';
import { ApiError } from '../../shared/api-error.ts';
import { CONFERENCE_SELLER_IDS, conferenceStandsAt, isConferenceInvited } from '../../shared/conference.ts';
import { axeViolations } from '../support/axe.ts';
import { combineCoverage, expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { ADMIN, errorAnswer, fakeDocumentsServer, json, renderPortalParts, SELLER, stopAllFlows, type Answer, type Rendered } from './notifications.support.tsx';
import { coveringPaths } from './shell.support.tsx';

/** Version 1's cutoff: 19 October 2023, 23:30 in Santiago, on summer time (UTC-3). */
const V1_CUTOFF = '2023-10-20T02:30:00.000Z';
/** A later version's: 25 October 2023, 23:30 in Santiago. */
const MOVED_CUTOFF = '2023-10-26T02:30:00.000Z';
const BEFORE_CUTOFF = Date.parse('2023-10-19T23:29:00-03:00');
const AT_CUTOFF = Date.parse('2023-10-19T23:30:00-03:00');
const THREE_DAYS_LATER = Date.parse('2023-10-22T12:00:00-03:00');
const LISTED_ID = CONFERENCE_SELLER_IDS[0] ?? 1;

const configuration = (conferenceCutoff: string): Answer => json({ tourGuideStatus: 1, updateMailingData: 0, topsortLandingStatus: 0, conferenceCutoff });

const fixtures = {
  cutoffRead: { type: 'xstate.done.actor.loadCutoff', output: V1_CUTOFF },
  movedCutoffRead: { type: 'xstate.done.actor.loadCutoff', output: MOVED_CUTOFF },
  cutoffFailed: { type: 'xstate.error.actor.loadCutoff', error: new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }) },
  close: { type: 'conference.close' } satisfies ConferenceEvent,
} as const;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/**
 * Who signs in, when, with which stored flag and what the server says the cutoff is; `listed`,
 * `stands` and `dismissed` are what the provided guards answer for them (the model's variant), and
 * `until` what the modal must print, written here rather than computed.
 */
const variants = {
  invitedSeller: { sellerId: LISTED_ID, now: BEFORE_CUTOFF, dismissed: false, listed: true, stands: true, answer: configuration(V1_CUTOFF), read: 'cutoffRead', until: '19 de octubre de 2023 a las 23:30' },
  afterCutoff: { sellerId: LISTED_ID, now: AT_CUTOFF, dismissed: false, listed: true, stands: false, answer: configuration(V1_CUTOFF), read: 'cutoffRead', until: null },
  // An admin moved the cutoff in the rules: three days after version 1's, the invitation stands.
  movedCutoff: { sellerId: LISTED_ID, now: THREE_DAYS_LATER, dismissed: false, listed: true, stands: true, answer: configuration(MOVED_CUTOFF), read: 'movedCutoffRead', until: '25 de octubre de 2023 a las 23:30' },
  cutoffUnread: { sellerId: LISTED_ID, now: BEFORE_CUTOFF, dismissed: false, listed: true, stands: true, answer: errorAnswer(503, 'SERVICE_UNAVAILABLE'), read: 'cutoffFailed', until: null },
  unlistedSeller: { sellerId: 999, now: BEFORE_CUTOFF, dismissed: false, listed: false, stands: true, answer: configuration(V1_CUTOFF), read: null, until: null },
  closedBefore: { sellerId: LISTED_ID, now: BEFORE_CUTOFF, dismissed: true, listed: true, stands: true, answer: configuration(V1_CUTOFF), read: null, until: null },
} satisfies Record<string, { read: Fixture | null; until: string | null } & Record<string, unknown>>;
type Variant = keyof typeof variants;

const machines = Object.fromEntries(
  (Object.keys(variants) as Variant[]).map((variant) => [
    variant,
    conferenceMachine.provide({
      guards: {
        isInvited: () => variants[variant].listed,
        beforeCutoff: () => variants[variant].stands,
        dismissedBefore: () => variants[variant].dismissed,
      },
    }),
  ]),
) as Record<Variant, typeof conferenceMachine>;
const machineOf = (variant: Variant) => machines[variant];

type Snapshot = SnapshotFrom<typeof conferenceMachine>;
/** Each variant's server gives one answer for the cutoff, so its paths take only that one. */
const pathsOf = (variant: Variant) => {
  const read: Fixture | null = variants[variant].read;
  return coveringPaths<Snapshot, EventObject, { sellerId: number }>(machineOf(variant), {
    input: { sellerId: variants[variant].sellerId },
    events: [...(read ? [fixtures[read]] : []), fixtures.close],
    describe: (snapshot) => snapshot.value,
    eventKey: (event) => JSON.stringify(event),
    filter: () => true,
  });
};
const paths = Object.fromEntries((Object.keys(variants) as Variant[]).map((variant) => [variant, pathsOf(variant)])) as Record<Variant, ReturnType<typeof pathsOf>>;

interface World {
  user: UserEvent;
  rendered: Rendered;
  server: ReturnType<typeof fakeDocumentsServer>;
}

/** The server answers the cutoff by itself (the variant's answer); only the close is the seller's. */
const simulate: Record<Fixture, (world: World) => unknown> = {
  cutoffRead: () => undefined,
  movedCutoffRead: () => undefined,
  cutoffFailed: () => undefined,
  close: ({ user }) => user.click(screen.getByRole('button', { name: 'Cerrar' })),
};

const TITLE = 'Te invitamos a la Conferencia de Sellers';

async function expectScreenFor(state: AnyMachineSnapshot, { rendered }: World, closes: number, until: string | null) {
  if (state.matches('open')) {
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent(`la invitación está vigente hasta el ${until ?? '?'} (hora de Santiago).`);
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
          const { sellerId, now, dismissed, answer, until } = variants[variant];
          if (dismissed) window.localStorage.setItem('modalConference', '0');
          const server = fakeDocumentsServer({ notifications: [], terms: json(true), configuration: answer });
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
              await expectScreenFor(step.state, world, closes, until);
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

  it('stands strictly before the cutoff it is given, for listed sellers only: 23:29 stands, 23:30 does not', () => {
    expect(conferenceStandsAt(V1_CUTOFF, AT_CUTOFF - 1)).toBe(true);
    expect(conferenceStandsAt(V1_CUTOFF, AT_CUTOFF)).toBe(false);
    expect(conferenceStandsAt(MOVED_CUTOFF, THREE_DAYS_LATER)).toBe(true);
    expect(isConferenceInvited(1)).toBe(true);
    expect(isConferenceInvited(2)).toBe(true);
    expect(isConferenceInvited(999)).toBe(false);
    expect(isConferenceInvited(null)).toBe(false);
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
