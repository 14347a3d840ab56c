/**
 * The step form, model-based, on the wizard's company step: paths generated from the step form's
 * statechart are driven through the real app at /registrate-ahora (the real company step, its
 * category boxes, its business-name lookup, the wizard's Next), the lookup answered when the path
 * says so. What each field must show after each step (value, and error once touched) is worked out
 * by this test from the events so far, by the rules written here; the generated paths must cover
 * every transition of the chart.
 *
 * The form starts from a stored draft, as a returning applicant's would: valid data but for an empty
 * "why us", whose error shows only once the field is touched (or a Next is refused).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { initialTransition, transition, type ActorLogic, type SnapshotFrom } from 'xstate';
import { TestModel, type StatePath } from 'xstate/graph';
import type { FormEvent } from '../../machines/form/form.machine.ts';
import { stepFormMachine, type StepFormInput, type StepFormValues } from '../../machines/signupWizard/stepForm.machine.ts';
import { fieldNamesOf } from '../../shared/onboarding/steps.ts';
import type { EventObject } from 'xstate';
import { deferred, type Deferred } from '../support/deferred.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { renderApp } from '../support/renderApp.tsx';
import { errorText } from './signupSteps.support.tsx';
import {
  fakeSignupServices,
  PROBE_FIELDS,
  seedDraft,
  SIGNUP_PATH,
  VALID_DATA,
  validDraft,
} from './signupWizard.support.tsx';

type Snapshot = SnapshotFrom<typeof stepFormMachine>;
type StepFormEvent = FormEvent<StepFormValues>;
type Path = StatePath<Snapshot, StepFormEvent>;

const ADDRESS = PROBE_FIELDS.company.valid;
const WHY_US = VALID_DATA.company.sellerWorkUs;
/** The applicant left "why us" empty: an error the form holds but shows only once the field is touched. */
const COMPANY = { ...VALID_DATA.company, sellerWorkUs: '' };

/** What a person does on the company step, and what the business-name lookup answers. */
const FIXTURES = {
  typeAddress: { type: 'form.change', values: { companyHeadAddress: ADDRESS } },
  typeWhyUs: { type: 'form.change', values: { sellerWorkUs: WHY_US } },
  clearAddress: { type: 'form.change', values: { companyHeadAddress: '' } },
  // Unticking the main category also empties the main category: two fields at once.
  untickMainCategory: { type: 'form.change', values: { categoriesSellers: 'herramientas', oneCategoriesSellers: '' } },
  leaveAddress: { type: 'form.blur', field: 'companyHeadAddress' },
  leaveBusinessName: { type: 'form.blur', field: 'businessName' },
  businessNameTaken: { type: 'form.refusal', field: 'businessName', code: 'businessNameExists' },
  // The wizard's Next is a press on the step's form.
  next: { type: 'form.attempt' },
} satisfies Record<string, StepFormEvent>;
type Fixture = keyof typeof FIXTURES;
const fixtureNames = eventNames(FIXTURES);

const INPUT: StepFormInput = {
  values: COMPANY as unknown as StepFormValues,
  facts: { step: 'company', context: { company: COMPANY } },
};

const testLogic = stepFormMachine as unknown as ActorLogic<Snapshot, StepFormEvent, StepFormInput>;
const everyField = fieldNamesOf('company').length;

/** What tells two screens apart: the values and errors of the fields the paths use. */
const describeSnapshot = (snapshot: Snapshot) => {
  const values = snapshot.context.values as unknown as Record<string, string>;
  return JSON.stringify([
    values.companyHeadAddress,
    values.categoriesSellers,
    values.sellerWorkUs,
    Object.keys(snapshot.context.touched).sort(),
    snapshot.context.refused,
  ]);
};

const model = new TestModel(testLogic, {
  events: Object.values(FIXTURES),
  serializeState: (snapshot, event, previous) =>
    JSON.stringify([describeSnapshot(snapshot), event ? fixtureNames.find(event) : null, previous ? describeSnapshot(previous) : null]),
  filterEvents: (snapshot, event) => {
    const { touched, refused } = snapshot.context;
    const values = snapshot.context.values as unknown as Record<string, string>;
    switch (fixtureNames.find(event)) {
      case 'typeWhyUs':
        return values.sellerWorkUs === '';
      case 'untickMainCategory':
        return values.categoriesSellers!.includes('ferreteria');
      case 'leaveBusinessName':
        return !touched.businessName;
      // The lookup answers a leave of the field, before Next touches every field.
      case 'businessNameTaken':
        return Boolean(touched.businessName) && !refused.businessName && Object.keys(touched).length < everyField;
      default:
        return true;
    }
  },
});

function replay(path: Path): Path {
  let [snapshot] = initialTransition(testLogic, INPUT);
  const steps = path.steps.map((step, index) => {
    if (index > 0) [snapshot] = transition(testLogic, snapshot, step.event);
    return { ...step, state: snapshot };
  });
  return { ...path, steps, state: snapshot };
}

/** The shortest paths, shortest first, kept when they add coverage (each one drives the whole app). */
function chosenPaths(): Path[] {
  const seen = new Set<string>();
  const candidates = model
    .getShortestPaths({ input: INPUT, allowDuplicatePaths: true })
    .map(replay)
    // A passing Next ends the form (the wizard moves on and stops it): nothing after it happens.
    .map((path) => {
      const passedAt = path.steps.findIndex((_, index) => expectedAfter(path.steps.slice(1, index + 1).map((step) => step.event)).passed);
      return passedAt === -1 ? path : { ...path, steps: path.steps.slice(0, passedAt + 1), state: path.steps[passedAt]!.state };
    })
    .filter((path) => {
      const key = path.steps.map((step) => fixtureNames.find(step.event) ?? 'start').join();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.steps.length - b.steps.length);
  const chosen: Path[] = [];
  let coverage = measureCoverage(stepFormMachine, chosen);
  for (const path of candidates) {
    const next = measureCoverage(stepFormMachine, [...chosen, path]);
    if (next.transitions.covered > coverage.transitions.covered || next.states.covered > coverage.states.covered) {
      chosen.push(path);
      coverage = next;
    }
  }
  return chosen;
}

interface World {
  user: UserEvent;
  lookups: Deferred<boolean>[];
}

const addressBox = () => screen.getByRole('textbox', { name: /^Dirección/ });
const businessNameBox = () => screen.getByRole('textbox', { name: /^Nombre comercial/ });
const mainCategory = () => screen.getByRole('combobox', { name: /^Categoría principal/ });
const whyUsBox = () => screen.getByRole('textbox', { name: /^¿Por qué quieres vender con nosotros\?/ });
const ferreteria = () => screen.getByRole('checkbox', { name: 'Ferretería' });

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  typeAddress: async ({ user }) => {
    await user.clear(addressBox());
    await user.click(addressBox());
    await user.paste(ADDRESS);
  },
  clearAddress: ({ user }) => user.clear(addressBox()),
  typeWhyUs: async ({ user }) => {
    await user.click(whyUsBox());
    await user.paste(WHY_US);
  },
  untickMainCategory: ({ user }) => user.click(ferreteria()),
  leaveAddress: async ({ user }) => {
    await user.click(addressBox());
    await user.tab();
  },
  leaveBusinessName: async ({ user }) => {
    await user.click(businessNameBox());
    await user.tab();
  },
  businessNameTaken: async ({ lookups }) => {
    await waitFor(() => expect(lookups).toHaveLength(1));
    lookups[0]!.resolve(true);
  },
  next: ({ user }) => user.click(screen.getByRole('button', { name: 'Siguiente' })),
};

const TAKEN = /El nombre comercial ya está registrado/;
const MAIN_CATEGORY = VALID_DATA.company.oneCategoriesSellers;

/** What the company step shows after `events`, by the step's rules as a person reads them. */
interface Expected {
  address: string;
  whyUs: string;
  mainCategory: string;
  ferreteriaTicked: boolean;
  errors: { address: string | null; whyUs: string | null; mainCategory: string | null; businessNameTaken: boolean };
  /** Next was refused since the last passing state: the wizard says so above the buttons. */
  refusedNext: boolean;
  /** Next passed: the wizard moved on to the contact step. */
  passed: boolean;
}

function expectedAfter(events: readonly EventObject[]): Expected {
  let address = ADDRESS;
  let whyUs = '';
  let mainCategory = MAIN_CATEGORY;
  let ferreteriaTicked = true;
  let taken = false;
  let refusedNext = false;
  let passed = false;
  const touched = new Set<string>();
  for (const event of events) {
    switch (fixtureNames.find(event)) {
      case 'typeAddress':
        address = ADDRESS;
        touched.add('address');
        break;
      case 'clearAddress':
        address = '';
        touched.add('address');
        break;
      case 'typeWhyUs':
        whyUs = WHY_US;
        touched.add('whyUs');
        break;
      case 'untickMainCategory':
        ferreteriaTicked = false;
        mainCategory = '';
        touched.add('categories').add('mainCategory');
        break;
      case 'leaveAddress':
        touched.add('address');
        break;
      case 'leaveBusinessName':
        touched.add('businessName');
        break;
      case 'businessNameTaken':
        taken = true;
        break;
      case 'next': {
        const valid = address !== '' && whyUs !== '' && mainCategory !== '' && !taken;
        if (valid && touched.size > 0) passed = true;
        else {
          refusedNext = true;
          for (const field of ['address', 'whyUs', 'mainCategory', 'businessName', 'categories']) touched.add(field);
        }
        break;
      }
    }
    // An edit or a leave that leaves the step valid ends the wizard's refused mark (a lookup's answer is neither).
    const name = fixtureNames.find(event);
    if (name !== 'next' && name !== 'businessNameTaken' && address !== '' && whyUs !== '' && mainCategory !== '' && !taken) refusedNext = false;
  }
  const required = errorText('required');
  return {
    address,
    whyUs,
    mainCategory,
    ferreteriaTicked,
    errors: {
      address: touched.has('address') && address === '' ? required : null,
      whyUs: touched.has('whyUs') && whyUs === '' ? required : null,
      mainCategory: touched.has('mainCategory') && mainCategory === '' ? required : null,
      businessNameTaken: touched.has('businessName') && taken,
    },
    refusedNext,
    passed,
  };
}

function expectFieldError(field: HTMLElement, error: string | null) {
  if (!error) expect(field).not.toHaveAttribute('aria-invalid', 'true');
  else {
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(error);
  }
}

async function expectScreen(expected: Expected) {
  if (expected.passed) {
    await screen.findByRole('heading', { level: 2, name: 'Contacto' });
    return;
  }
  await screen.findByRole('heading', { level: 2, name: 'Empresa' });
  // A refused Next says so above the buttons (the wizard's mark, until the step is fixed).
  if (expected.refusedNext) expect(await screen.findByText('Revisa los campos marcados antes de continuar.')).toBeVisible();
  else expect(screen.queryByText('Revisa los campos marcados antes de continuar.')).toBeNull();
  await waitFor(() => {
    expect(addressBox()).toHaveValue(expected.address);
    expectFieldError(addressBox(), expected.errors.address);
    expect(whyUsBox()).toHaveValue(expected.whyUs);
    expectFieldError(whyUsBox(), expected.errors.whyUs);
    // A taken name is announced under the field by its lookup, with the onboarding contact link.
    if (expected.errors.businessNameTaken) {
      expect(businessNameBox()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent(TAKEN);
    } else expect(businessNameBox()).not.toHaveAttribute('aria-invalid', 'true');
    expectFieldError(mainCategory(), expected.errors.mainCategory);
    expect(mainCategory()).toHaveValue(expected.mainCategory);
    if (expected.ferreteriaTicked) expect(ferreteria()).toBeChecked();
    else expect(ferreteria()).not.toBeChecked();
  });
}

async function drivePath(path: Path) {
  const lookups: Deferred<boolean>[] = [];
  fakeSignupServices({
    businessNameExists: () => {
      const answer = deferred<boolean>();
      lookups.push(answer);
      return answer.promise;
    },
  });
  const draft = validDraft();
  draft.steps[0]!.data = COMPANY;
  seedDraft(draft);
  renderApp(SIGNUP_PATH);
  const world: World = { user: userEvent.setup(), lookups };
  for (const [index, step] of path.steps.entries()) {
    if (index > 0) await simulate[fixtureNames.get(step.event) as Fixture](world);
    await expectScreen(expectedAfter(path.steps.slice(1, index + 1).map((taken) => taken.event)));
  }
}

/** A path of the given fixtures, each step holding the snapshot its event produces. */
function journey(names: Fixture[]): Path {
  const [initial] = initialTransition(testLogic, INPUT);
  const start = { event: { type: 'xstate.init' } as unknown as StepFormEvent, state: initial };
  return replay({ state: initial, weight: names.length, steps: [start, ...names.map((name) => ({ event: FIXTURES[name], state: initial }))] });
}

/** Journeys the coverage-guided paths skip: a refused Next fixed, and a refusal caused by a cleared dependent field. */
const JOURNEYS: Fixture[][] = [
  ['clearAddress', 'next', 'typeAddress', 'typeWhyUs', 'next'],
  ['untickMainCategory', 'next'],
];

const paths = [...chosenPaths(), ...JOURNEYS.map(journey)];

describe('step form, paths generated from the statechart (company step)', () => {
  it.each(paths.map((path) => [describePath(path, (event) => (isStart(event) ? 'start' : fixtureNames.get(event))), path] as const))(
    '%s',
    async (_, path) => {
      await drivePath(path);
    },
    120_000,
  );

  it('covers every state and transition of the chart with the generated paths', () => {
    expectFullCoverage(measureCoverage(stepFormMachine, paths));
  });
});
