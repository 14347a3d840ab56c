/**
 * Commune options, model-based: paths generated from the statechart are driven through the real
 * region and commune selects (RegionCommuneFields bound to a running company step form) as an
 * applicant would (choosing a region, choosing none), the geography call answering as the path's
 * simulated actor event says. At every step the selects must show what the machine's state says and
 * the call must have been made for the region on screen. Coverage of the paths run must reach every
 * state and every transition.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { EventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel, type StatePath } from 'xstate/graph';
import type { CommuneOption, LoadCommunesPort } from '../../machines/communeOptions/communeOptions.actors.ts';
import { communeOptionsMachine, type CommuneOptionsEvent } from '../../machines/communeOptions/communeOptions.machine.ts';
import { RegionCommuneFields } from '../../src/views/signup/fields/RegionCommuneFields.tsx';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { coverageGuidedPaths, describePath, offeredEvents } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { communesOf, fakeSignupLogic, formValue, renderSignup, signupReference, startStepForm } from './signupSteps.support.tsx';

type Snapshot = SnapshotFrom<typeof communeOptionsMachine>;
type Path = StatePath<Snapshot, CommuneOptionsEvent>;

const DONE = 'xstate.done.actor.loadCommunes';
const ERROR = 'xstate.error.actor.loadCommunes';

/** Two regions (Metropolitana, Valparaíso) and none. */
const REGIONS = { none: '', metropolitana: '13', valparaiso: '05' } as const;
const regionName = (code: string) => signupReference.regions.find((region) => region.code === code)!.name;

/** What the geography service answers for the region asked, whatever region it is. */
const SOME_COMMUNES: readonly CommuneOption[] = [
  { code: '13101', name: 'Santiago' },
  { code: '13114', name: 'Las Condes' },
  { code: '13302', name: 'Lampa' },
];

const EVENT_FIXTURES = {
  'region.changed': Object.values(REGIONS).map((region) => ({ type: 'region.changed', region }) as const),
} satisfies { [T in CommuneOptionsEvent['type']]: ReadonlyArray<Extract<CommuneOptionsEvent, { type: T }>> };

/** The answers of the geography call, as the actor events they become. */
const ANSWERS = {
  communes: { type: DONE, output: SOME_COMMUNES },
  noCommunes: { type: DONE, output: [] as CommuneOption[] },
  failed: { type: ERROR, error: new Error('Network not connected') },
} as const;
const answerOf = eventNames(ANSWERS).find;

const offered = offeredEvents<Snapshot, CommuneOptionsEvent>(EVENT_FIXTURES, ANSWERS);
/** The view tells the chart about a region only when the form's region differs from the one it offers communes for. */
const traversalEvents = (snapshot: Snapshot) =>
  offered(snapshot).filter((event) => event.type !== 'region.changed' || event.region !== snapshot.context.region);

const screenKey = (snapshot: Snapshot) =>
  JSON.stringify({ state: snapshot.value, region: snapshot.context.region, communes: snapshot.context.communes.map((c) => c.code) });

const model = new TestModel(communeOptionsMachine, { events: traversalEvents, serializeState: screenKey });

/** A restored draft brings a region: the select loads its communes at once. */
const INPUTS = [{ region: REGIONS.none }, { region: REGIONS.metropolitana }];

const paths: Path[] = coverageGuidedPaths(model, {
  machine: communeOptionsMachine,
  screenKey,
  inputs: INPUTS,
  replayFrom: (path) => path.steps[0]!.state,
});

const regionSelect = () => screen.getByRole('combobox', { name: 'Región' });
const communeSelect = () => screen.getByRole('combobox', { name: 'Comuna' });
const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);

/** What the selects must show in `snapshot`. */
function expectScreen(snapshot: Snapshot) {
  expect(regionSelect()).toHaveValue(snapshot.context.region);
  const commune = communeSelect();
  // A region change empties the chosen commune (the form's dependent field).
  expect(commune).toHaveValue('');
  if (snapshot.matches('idle')) {
    expect(commune).toBeDisabled();
    expect(optionTexts(commune)).toEqual(['Selecciona primero una región']);
  } else if (snapshot.matches('loading')) {
    expect(commune).toBeDisabled();
    expect(optionTexts(commune)).toEqual(['Cargando comunas…']);
  } else if (snapshot.context.communes.length === 0) {
    expect(commune).toBeEnabled();
    expect(optionTexts(commune)).toEqual(['No existen comunas para esta región']);
  } else {
    expect(commune).toBeEnabled();
    expect(optionTexts(commune)).toEqual(['Selecciona una comuna', ...snapshot.context.communes.map((c) => c.name)]);
  }
}

interface PendingCall {
  region: string;
  signal: AbortSignal;
  resolve: (communes: readonly CommuneOption[]) => void;
  reject: (error: unknown) => void;
}

/** A geography call the test answers when it decides, recording what it was asked. */
function heldGeography() {
  const calls: PendingCall[] = [];
  const load: LoadCommunesPort = (region, signal) =>
    new Promise((resolve, reject) => {
      calls.push({ region, signal, resolve, reject });
    });
  return { calls, load };
}

function renderPair(region: string, load: LoadCommunesPort) {
  const form = startStepForm('company', { values: { companyHeadAddressRegion: region } });
  const view = renderSignup(
    <RegionCommuneFields
      form={form}
      regionName="companyHeadAddressRegion"
      communeName="companyHeadAddressCommunes"
      regionLabelId="signupSteps.region"
      communeLabelId="signupSteps.commune"
    />,
    fakeSignupLogic({ loadCommunes: load }),
  );
  return { ...view, form };
}

async function drivePath(path: Path) {
  const geography = heldGeography();
  let user: ReturnType<typeof renderPair>['user'] | undefined;
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as CommuneOptionsEvent | EventObject;
    const before = index > 0 ? path.steps[index - 1]!.state : undefined;
    if (event.type === 'xstate.init') {
      ({ user } = renderPair(step.state.context.region, geography.load));
    } else if (event.type === 'region.changed') {
      const { region } = event as CommuneOptionsEvent;
      const inFlight = before?.matches('loading') ? geography.calls.at(-1) : undefined;
      await user!.selectOptions(regionSelect(), region === '' ? 'Selecciona una región' : regionName(region));
      // The call for the region left behind is abandoned: its answer can never land.
      if (inFlight) expect(inFlight.signal.aborted).toBe(true);
    } else {
      const answer = answerOf(event);
      if (!answer) throw new Error(`Unexpected step ${event.type} at ${index}`);
      // The call on the wire is for the region on screen.
      await waitFor(() => expect(geography.calls.at(-1)?.region).toBe(before!.context.region));
      const call = geography.calls.at(-1)!;
      if (answer === 'failed') call.reject(ANSWERS.failed.error);
      else call.resolve(ANSWERS[answer].output);
    }
    await waitFor(() => expectScreen(step.state));
  }
}

const pathName = (path: Path) =>
  describePath(path, (event: EventObject) => {
    if (event.type === 'xstate.init') return `start in region "${path.steps[0]!.state.context.region}"`;
    const answer = answerOf(event);
    if (answer) return `answer ${answer}`;
    return `choose region "${(event as CommuneOptionsEvent).region}"`;
  });

describe('commune options, paths generated from the statechart', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    await drivePath(path);
  });

  it('the paths driven above cover every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(communeOptionsMachine, paths));
  });
});

describe('commune options, the selects', () => {
  it('ignores the answer for a region left behind while it loaded', async () => {
    const geography = heldGeography();
    const { user } = renderPair('', geography.load);
    await user.selectOptions(regionSelect(), regionName('13'));
    await user.selectOptions(regionSelect(), regionName('05'));
    expect(geography.calls.map((call) => call.region)).toEqual(['13', '05']);

    geography.calls[0]!.resolve(await communesOf('13', new AbortController().signal));
    // Give the stale answer every chance to land.
    await new Promise((settle) => setTimeout(settle, 20));
    expect(optionTexts(communeSelect())).toEqual(['Cargando comunas…']);

    const valparaiso = await communesOf('05', new AbortController().signal);
    geography.calls[1]!.resolve(valparaiso);
    await waitFor(() => expect(optionTexts(communeSelect())).toEqual(['Selecciona una comuna', ...valparaiso.map((c) => c.name)]));
    expect(optionTexts(communeSelect())).not.toContain('Santiago');
  });

  it('stores the chosen commune, and a new region empties it and loads its own communes', async () => {
    const { user, form } = renderPair('', communesOf);
    await user.selectOptions(regionSelect(), 'Metropolitana de Santiago');
    await waitFor(() => expect(communeSelect()).toBeEnabled());
    await user.selectOptions(communeSelect(), 'Providencia');
    expect(formValue(form, 'companyHeadAddressCommunes')).toBe('13123');
    expect(communeSelect()).toHaveValue('13123');

    await user.selectOptions(regionSelect(), regionName('05'));
    expect(formValue(form, 'companyHeadAddressRegion')).toBe('05');
    expect(formValue(form, 'companyHeadAddressCommunes')).toBe('');
    await waitFor(() => expect(optionTexts(communeSelect())).toContain('Viña del Mar'));
    expect(optionTexts(communeSelect())).not.toContain('Providencia');
  });

  it('shows a restored commune once its region has loaded', async () => {
    const form = startStepForm('company', { values: { companyHeadAddressRegion: '13', companyHeadAddressCommunes: '13123' } });
    renderSignup(
      <RegionCommuneFields
        form={form}
        regionName="companyHeadAddressRegion"
        communeName="companyHeadAddressCommunes"
        regionLabelId="signupSteps.region"
        communeLabelId="signupSteps.commune"
      />,
    );
    await waitFor(() => expect(communeSelect()).toHaveValue('13123'));
    expect(within(communeSelect()).getByRole('option', { selected: true })).toHaveTextContent('Providencia');
  });

  it('has no axe violations, loaded', async () => {
    const { user, container } = renderPair('', communesOf);
    await user.selectOptions(regionSelect(), 'Metropolitana de Santiago');
    await waitFor(() => expect(communeSelect()).toBeEnabled());
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('commune options, the chart', () => {
  it('reaches every state', () => {
    const shortest = INPUTS.flatMap((input) => getShortestPaths(communeOptionsMachine, { events: traversalEvents, input }));
    expect(statesNotReached(communeOptionsMachine, shortest)).toEqual([]);
  });
});
