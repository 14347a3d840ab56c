/**
 * Tax-id lookup, model-based: paths generated from the statechart are driven through the real
 * company RUT field (CompanyRutField with its "RUT ya registrado" modal) as an applicant would
 * (pasting a RUT, clearing it, pressing "Entendido"), the lookups wired to the typed onboarding
 * client exactly as src/app/signupFlow.ts wires them, msw answering each lookup as the path's
 * simulated actor event says. At every step the screen must show what the machine's state says,
 * and the service must have been asked exactly what the machine asked. Coverage of the paths run
 * must reach every state and every transition.
 */
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ActorLogic, EventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel, type StatePath } from 'xstate/graph';
import { taxIdLookupMachine, type TaxIdLookupEvent } from '../../machines/taxIdLookup/taxIdLookup.machine.ts';
import { createLookUpTaxId, type TaxIdLookupResult } from '../../machines/taxIdLookup/taxIdLookup.actors.ts';
import { ApiError } from '../../shared/api-error.ts';
import type { SignupErrorCode } from '../../shared/onboarding/errors.ts';
import { cleanRut, formatRut, isValidRut, rutInputValue } from '../../shared/onboarding/rut.ts';
import { createApiClients, type ApiClients } from '../../src/api/clients.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import { catalogs } from '../../src/i18n/locales.ts';
import { CompanyRutField } from '../../src/views/signup/taxId/CompanyRutField.tsx';
import { ONBOARDING_CONTACT_EMAIL } from '../../src/views/signup/onboardingContact.ts';
import { axeViolations } from '../support/axe.ts';
import { deferred, type Deferred } from '../support/deferred.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { http, mockServer, TEST_ORIGIN } from '../support/http.ts';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { coverageGuidedPaths, describePath, offeredEvents } from '../support/modelPaths.ts';

type Snapshot = SnapshotFrom<typeof taxIdLookupMachine>;
/** What the model sends: a person's events and the lookup's answers as the actor delivers them. */
type ModelEvent = TaxIdLookupEvent | (typeof ANSWERS)[keyof typeof ANSWERS];
type Path = StatePath<Snapshot, ModelEvent>;

const DONE = 'xstate.done.actor.lookUpTaxId';
const ERROR = 'xstate.error.actor.lookUpTaxId';

/** The fake onboarding service's registry: the RUTs that belong to a seller, with their legal names. */
const REGISTERED: Record<string, string> = {
  '760864285': 'COMERCIAL LOS ANDES SPA',
  '76354771K': 'INVERSIONES PATAGONIA LIMITADA',
};

/** What the applicant pastes; the field shows (and the machine gets) `rutInputValue` of it. */
const PASTED = {
  empty: '',
  /** Check digit wrong: never looked up. */
  wrongCheckDigit: '760864284',
  companyA: '760864285',
  /** A verifier K typed lower-case. */
  companyB: '76354771k',
} as const;
type Pasted = keyof typeof PASTED;
const typed = (name: Pasted) => ({ type: 'taxId.typed', value: rutInputValue(PASTED[name]) }) as const;

/** Every application event with the concrete values a person gives; `satisfies` makes a new event fail to compile until it has fixtures. */
const EVENT_FIXTURES = {
  'taxId.typed': (Object.keys(PASTED) as Pasted[]).map(typed),
  'modal.acknowledge': [{ type: 'modal.acknowledge' }],
} satisfies { [T in TaxIdLookupEvent['type']]: ReadonlyArray<Extract<TaxIdLookupEvent, { type: T }>> };

const exists = (rut: string) =>
  ({
    type: DONE,
    output: { outcome: 'sellerExists', legalName: REGISTERED[rut]!, documentNumber: rut } satisfies TaxIdLookupResult,
  }) as const;

/** What the service may answer, as the actor event each answer becomes (what the real actor produces). */
const ANSWERS = {
  existsA: exists('760864285'),
  existsB: exists('76354771K'),
  notExists: { type: DONE, output: { outcome: 'sellerNotExists' } satisfies TaxIdLookupResult },
  offline: { type: ERROR, error: ApiError.network() },
  rateLimited: { type: ERROR, error: new ApiError({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests' }) },
  serverError: { type: ERROR, error: new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }) },
} as const;
type Answer = keyof typeof ANSWERS;
const answerOf = (event: EventObject): Answer | undefined =>
  (Object.keys(ANSWERS) as Answer[]).find((name) => JSON.stringify(ANSWERS[name]) === JSON.stringify(event));

const offered = offeredEvents<Snapshot, TaxIdLookupEvent>(EVENT_FIXTURES, ANSWERS);

/** The service answers "exists" only with the RUT it was asked about. */
const traversalEvents = (snapshot: Snapshot) =>
  offered(snapshot).filter((event) => {
    const answer = answerOf(event);
    if (answer !== 'existsA' && answer !== 'existsB') return true;
    return (event as unknown as ReturnType<typeof exists>).output.documentNumber === snapshot.context.askedRut;
  });

/** Two snapshots are the same vertex when the screen shows the same thing and the same lookups would follow. */
const screenKey = (snapshot: Snapshot) =>
  JSON.stringify({ state: snapshot.value, askedRut: snapshot.context.askedRut, acknowledged: snapshot.context.acknowledgedRuts });

// The chart's own event union leaves out the actor's answers, which the model sends too.
const testLogic = taxIdLookupMachine as unknown as ActorLogic<Snapshot, ModelEvent, undefined>;

const model = new TestModel(testLogic, {
  events: traversalEvents,
  serializeState: screenKey,
});

const answer = (name: Answer): ModelEvent => ANSWERS[name];

/**
 * Journeys the generated paths skip, since they reach the same screens by shorter ways: another RUT
 * (or none) while a lookup runs, another RUT after a free one, every kind of failure, and a modal
 * never shown again for its RUT.
 */
const JOURNEYS: ModelEvent[][] = [
  [typed('companyA'), typed('companyB'), answer('notExists')],
  [typed('companyB'), typed('wrongCheckDigit'), typed('companyB'), answer('existsB')],
  [typed('companyA'), answer('notExists'), typed('companyB'), answer('existsB')],
  [typed('companyA'), answer('serverError'), typed('companyB'), answer('rateLimited')],
  [typed('companyA'), answer('existsA'), { type: 'modal.acknowledge' }, typed('companyB'), answer('notExists'), typed('companyA')],
];

/** Shortest paths to every screen, topped up with paths keyed on the event taken, then the journeys. */
const paths: Path[] = coverageGuidedPaths(model, { machine: taxIdLookupMachine, screenKey, journeys: JOURNEYS });

/** The wiring of src/app/signupFlow.ts, over the same typed client the app creates. */
function wiredLookup(api: ApiClients) {
  return taxIdLookupMachine.provide({
    actors: {
      lookUpTaxId: createLookUpTaxId((rut, signal) =>
        api.onboardingLookups.GET('/v1/sellers/document-number/{doc}', { params: { path: { doc: rut } }, signal }),
      ),
    },
    actions: {
      logLookupFailure: (_, { code }) => console.error('[taxIdLookup] tax-id lookup failed, no modal shown:', code),
    },
  });
}

const testApi = () => createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => null });

/** The step form's part, as a stand-in: holds the value, and shows the invalid-RUT rule once the field is left. */
function CompanyStepStandIn({ logic }: { logic: typeof taxIdLookupMachine }) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const error: SignupErrorCode | undefined = touched && !isValidRut(value) ? (value === '' ? 'required' : 'invalidRut') : undefined;
  return <CompanyRutField value={value} error={error} onChange={setValue} onBlur={() => setTouched(true)} logic={logic} />;
}

function renderField() {
  return render(
    <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
      <CompanyStepStandIn logic={wiredLookup(testApi())} />
    </AppProviders>,
  );
}

/** One lookup the fake service received, held until the test answers it. */
interface Lookup {
  doc: string;
  signal: AbortSignal;
  answer: Deferred<Answer>;
}

/** The fake onboarding service: records every lookup and answers as the test says, in the contract's shapes. */
function fakeLookupService(): Lookup[] {
  const received: Lookup[] = [];
  mockServer.use(
    http.onboarding.get('/v1/sellers/document-number/{doc}', async ({ params, request, response }) => {
      const lookup: Lookup = { doc: params.doc, signal: request.signal, answer: deferred() };
      received.push(lookup);
      switch (await lookup.answer.promise) {
        case 'existsA':
        case 'existsB':
          return response(200).json({ statusCode: 'SELLER_EXISTS', legalName: REGISTERED[params.doc]!, documentNumber: params.doc });
        case 'notExists':
          return response(200).json({ statusCode: 'SELLER_NOT_EXISTS' });
        case 'offline':
          return HttpResponse.error();
        case 'rateLimited':
          return response(429).json(
            { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests', retryAfterSeconds: 60 },
            { headers: { 'Retry-After': '60' } },
          );
        case 'serverError':
          return response.untyped(
            HttpResponse.json({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }, { status: 503 }),
          );
      }
    }),
  );
  return received;
}

/** The RUT field; an open modal hides the rest of the page from assistive technology. */
const rutBox = ({ behindModal = false } = {}) => screen.getByRole('textbox', { name: 'RUT de la empresa', hidden: behindModal });

async function replaceRut(user: UserEvent, pasted: string) {
  await user.click(rutBox());
  (rutBox() as HTMLInputElement).select();
  if (pasted === '') await user.keyboard('{Backspace}');
  else await user.paste(pasted);
}

/** What the screen must show in `snapshot`, the field showing `shown`. */
async function expectScreen(snapshot: Snapshot, shown: string) {
  const behindModal = snapshot.matches('documentExists');
  await waitFor(() => {
    expect(rutBox({ behindModal })).toHaveValue(shown);
    expect(rutBox({ behindModal })).toHaveAccessibleDescription(/Escríbelo sin puntos ni guion/);
    if (behindModal) {
      const modal = screen.getByRole('alertdialog', { name: 'RUT ya registrado' });
      const rut = snapshot.context.askedRut;
      expect(modal).toHaveTextContent(
        `El RUT ${formatRut(rut)} pertenece a ${REGISTERED[rut]}, que ya tiene un nombre comercial en el marketplace. ` +
          'Este nuevo registro quedará asociado al nombre comercial que ingresaste.',
      );
      expect(modal).toHaveAccessibleDescription(new RegExp(`pertenece a ${REGISTERED[rut]}`));
      expect(within(modal).getByRole('link', { name: ONBOARDING_CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${ONBOARDING_CONTACT_EMAIL}`);
      expect(within(modal).getByRole('button', { name: 'Entendido' })).toBeInTheDocument();
      // The focus is trapped in the modal (jsdom has no layout, so it lands on the modal itself rather than the button).
      expect(modal).toContainElement(document.activeElement as HTMLElement);
    } else {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    }
  });
}

/** Drives `path` through the field, asserting the screen and the lookups after every step. */
async function drivePath(path: Path) {
  const received = fakeLookupService();
  const logged = muteErrorLog('[taxIdLookup]');
  const user = userEvent.setup();
  let shown = '';
  let asked = 0;
  const failures: string[] = [];
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as TaxIdLookupEvent | EventObject;
    const before = path.steps[index - 1]?.state;
    const name = answerOf(event);
    if (event.type === 'xstate.init') {
      renderField();
    } else if (event.type === 'taxId.typed') {
      const pasted = (Object.values(PASTED) as string[]).find((raw) => rutInputValue(raw) === (event as { value: string }).value)!;
      await replaceRut(user, pasted);
      shown = rutInputValue(pasted);
      const restarted = step.state.matches('checking') && step.state.context.askedRut !== before?.context.askedRut;
      if (restarted) asked += 1;
      // The RUT being looked up left the field: its lookup is cancelled (the one before the new one, if any).
      if (before?.matches('checking') && (restarted || !step.state.matches('checking'))) {
        const stale = received.at(restarted ? -2 : -1)!;
        await waitFor(() => expect(stale.signal.aborted).toBe(true));
      }
    } else if (event.type === 'modal.acknowledge') {
      await user.click(screen.getByRole('button', { name: 'Entendido' }));
      // The focus goes back to the field the applicant was typing in.
      await waitFor(() => expect(rutBox()).toHaveFocus());
    } else if (name) {
      // The lookup running carries the RUT the machine asked about, cleaned as the contract wants.
      const running = received.at(-1)!;
      expect(running.doc).toBe(before!.context.askedRut);
      expect(running.doc).toBe(cleanRut(shown));
      running.answer.resolve(name);
      if (event.type === ERROR) failures.push((ANSWERS[name] as { error: ApiError }).error.code);
    } else {
      throw new Error(`Unexpected step ${event.type} at ${index}`);
    }
    // Exactly one lookup per RUT the machine asked about, none for anything else.
    await waitFor(() => expect(received).toHaveLength(asked));
    await expectScreen(step.state, shown);
  }
  // A failed lookup shows nothing, but it is logged with its code.
  await waitFor(() => expect(logged.mock.calls.map((call) => call[1])).toEqual(failures));
  logged.mockRestore();
}

const pathName = (path: Path) =>
  describePath(path, (event) => {
    const answer = answerOf(event);
    if (answer) return `answer ${answer}`;
    if (event.type === 'taxId.typed') return `paste "${event.value}"`;
    return event.type.replace('xstate.', '');
  });

describe('tax-id lookup, paths generated from the statechart', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    await drivePath(path);
  });

  it('the paths driven above cover every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(taxIdLookupMachine, paths));
  });
});

describe('tax-id lookup, typing key by key', () => {
  it('formats the RUT as it is typed and looks up only valid RUTs longer than 7 characters', async () => {
    const received = fakeLookupService();
    renderField();
    const user = userEvent.setup();
    // 7.731.285-4 is itself a valid RUT: it is looked up on the way, then replaced by the next keystroke.
    await user.type(rutBox(), '77312854');
    expect(rutBox()).toHaveValue('7.731.285-4');
    await waitFor(() => expect(received.map((lookup) => lookup.doc)).toEqual(['77312854']));
    await user.type(rutBox(), '5');
    expect(rutBox()).toHaveValue('77.312.854-5');
    await waitFor(() => expect(received.map((lookup) => lookup.doc)).toEqual(['77312854', '773128545']));
    expect(received[0]!.signal.aborted).toBe(true);
    // Dots, a hyphen and letters typed by hand are dropped; the length stops at 12 shown characters.
    await user.clear(rutBox());
    await user.type(rutBox(), '76.08a6-428-5999');
    expect(rutBox()).toHaveValue('76.086.428-5');
    await waitFor(() => expect(received.map((lookup) => lookup.doc)).toEqual(['77312854', '773128545', '760864285']));
    received.at(-1)!.answer.resolve('existsA');
    const modal = await screen.findByRole('alertdialog', { name: 'RUT ya registrado' });
    expect(modal).toHaveTextContent('El RUT 76.086.428-5 pertenece a COMERCIAL LOS ANDES SPA');
  });

  it('shows the field rule under the field once left, read with the field', async () => {
    fakeLookupService();
    renderField();
    const user = userEvent.setup();
    await user.type(rutBox(), '760864284');
    await user.tab();
    expect(rutBox()).toHaveAttribute('aria-invalid', 'true');
    const message = catalogs['es-CL']['signup.error.invalidRut'];
    expect(message).toMatch(/\S/);
    expect(rutBox()).toHaveAccessibleDescription(new RegExp(message!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  it('closes the modal with Escape too, and does not show it again for that RUT', async () => {
    const received = fakeLookupService();
    renderField();
    const user = userEvent.setup();
    await user.click(rutBox());
    await user.paste('76354771k');
    await waitFor(() => expect(received).toHaveLength(1));
    received[0]!.answer.resolve('existsB');
    const modal = await screen.findByRole('alertdialog', { name: 'RUT ya registrado' });
    expect(modal).toHaveTextContent('El RUT 76.354.771-K pertenece a INVERSIONES PATAGONIA LIMITADA');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Edited away and typed back: no second lookup, no modal.
    await user.type(rutBox(), '{Backspace}');
    expect(rutBox()).toHaveValue('7.635.477-1');
    await user.type(rutBox(), 'k');
    expect(rutBox()).toHaveValue('76.354.771-K');
    expect(received).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('tax-id lookup, accessibility', () => {
  it('has no axe violations with the modal open', async () => {
    const received = fakeLookupService();
    const { baseElement } = renderField();
    const user = userEvent.setup();
    await user.click(rutBox());
    await user.paste('760864285');
    await waitFor(() => expect(received).toHaveLength(1));
    received[0]!.answer.resolve('existsA');
    const modal = await screen.findByRole('alertdialog', { name: 'RUT ya registrado' });
    await waitFor(() => expect(modal).toContainElement(document.activeElement as HTMLElement));
    expect(await axeViolations(baseElement)).toEqual([]);
  });
});

describe('tax-id lookup, the chart', () => {
  it('reaches every state', () => {
    const shortest = getShortestPaths(testLogic, { events: traversalEvents });
    expect(statesNotReached(taxIdLookupMachine, shortest)).toEqual([]);
  });
});
