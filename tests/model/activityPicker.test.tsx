/**
 * The activity picker, model-based: paths generated from the statechart are driven through the real
 * view (typing, arrow keys, clicks, Escape, a click outside) inside a stand-in parent form, with a
 * fake catalogue loader the test settles as each path says; after every step the screen and the
 * parent's selection must show what the machine's state says. The paths must reach every state and
 * every transition.
 */
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createActor, fromPromise, type ActorLogic, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, TestModel, type StatePath } from 'xstate/graph';
import catalogueJson from '../../shared/reference/activities-cl.json';
import { activityOptionText, type Activity } from '../../shared/onboarding/activitySearch.ts';
import {
  activityPickerMachine,
  type ActivityPickerEvent,
  type ActivitySelection,
} from '../../machines/activityPicker/activityPicker.machine.ts';
import { ActivityPicker } from '../../src/views/signup/activityPicker/ActivityPicker.tsx';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import { catalogs } from '../../src/i18n/locales.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { coverageGuidedPaths, describePath, isStart, offeredEvents } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';

type Snapshot = SnapshotFrom<typeof activityPickerMachine>;
type Path = StatePath<Snapshot, ActivityPickerEvent>;

/** The first 30 activities (crops, 011101 to 0126xx): small enough to keep the paths' keys short. */
const CATALOGUE: readonly Activity[] = catalogueJson.slice(0, 30);
const TRIGO = activityOptionText(CATALOGUE[0]!); // '011101 - CULTIVO DE TRIGO'

const ANSWERS = {
  catalogueLoaded: { type: 'xstate.done.actor.loadCatalogue', actorId: 'loadCatalogue', output: CATALOGUE },
  catalogueFailed: { type: 'xstate.error.actor.loadCatalogue', actorId: 'loadCatalogue', error: new Error('chunk not found') },
} as const;

/** Every application event with what a person does; `satisfies` makes a new event fail to compile until it has fixtures. */
const EVENT_FIXTURES = {
  'picker.type': [
    { type: 'picker.type', text: 'trigo' },
    { type: 'picker.type', text: 'zzq' },
    { type: 'picker.type', text: '11101' },
    { type: 'picker.type', text: '' },
  ],
  'picker.next': [{ type: 'picker.next' }],
  'picker.previous': [{ type: 'picker.previous' }],
  'picker.pick': [{ type: 'picker.pick', option: TRIGO }],
  'picker.clear': [{ type: 'picker.clear' }],
  'picker.clearSuggestions': [{ type: 'picker.clearSuggestions' }],
  'picker.categoriesToggle': [{ type: 'picker.categoriesToggle' }],
  'picker.categoryChoose': [
    { type: 'picker.categoryChoose', category: 1 },
    { type: 'picker.categoryChoose', category: 2 },
  ],
  'picker.dismiss': [{ type: 'picker.dismiss' }],
  'picker.retry': [{ type: 'picker.retry' }],
} satisfies { [T in ActivityPickerEvent['type']]: ReadonlyArray<Extract<ActivityPickerEvent, { type: T }>> };

const offered = offeredEvents<Snapshot, ActivityPickerEvent>(EVENT_FIXTURES, ANSWERS);

/**
 * What the open suggestions popup must hold in `snapshot`, written here from the chart's states (not
 * taken from the view's selector): while the catalogue loads or after it failed, that; once it is
 * there, the suggestions, or the "no suggestions" message when nothing matched.
 */
function expectedPanel(snapshot: Snapshot): 'loading' | 'failed' | 'suggestions' | 'noSuggestions' {
  if (snapshot.matches({ catalogue: 'loading' })) return 'loading';
  if (snapshot.matches({ catalogue: 'failed' })) return 'failed';
  return snapshot.context.results.length > 0 ? 'suggestions' : 'noSuggestions';
}

/** What a person can do on the screen `snapshot` shows: only controls that are there. */
function canDo(snapshot: Snapshot, offeredEvent: EventObject): boolean {
  const event = offeredEvent as ActivityPickerEvent;
  const resultsOpen = snapshot.matches({ dropdown: 'results' });
  switch (event.type) {
    case 'picker.type':
      // Clearing an empty box fires no input event.
      return event.text !== '' || snapshot.context.text !== '';
    case 'picker.pick':
      return resultsOpen && snapshot.context.results.some((result) => activityOptionText(result) === event.option);
    case 'picker.clear':
      return snapshot.context.text !== '';
    case 'picker.clearSuggestions':
      return resultsOpen && expectedPanel(snapshot) === 'suggestions';
    case 'picker.retry':
      return resultsOpen && expectedPanel(snapshot) === 'failed';
    default:
      return true;
  }
}

/**
 * Two snapshots are one vertex when the screen shows the same kind of thing: the chart's state, and
 * whether there is text, a chosen code, suggestions and a pointed one. The category is left out to
 * keep the paths few (it changes no state or transition); the journeys below search under each.
 */
const screenKey = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.text !== '',
    snapshot.context.code !== '',
    snapshot.context.results.length > 0,
    snapshot.context.activeIndex >= 0,
  ]);

const fixtureNames = eventNames({
  ...Object.fromEntries(
    Object.values(EVENT_FIXTURES)
      .flat()
      .map((event) => [fixtureName(event), event]),
  ),
  ...ANSWERS,
});

function fixtureName(event: ActivityPickerEvent): string {
  switch (event.type) {
    case 'picker.type':
      return event.text ? `type "${event.text}"` : 'clear the text';
    case 'picker.categoryChoose':
      return `choose ${event.category === 1 ? 'Actividad' : 'Código'}`;
    case 'picker.pick':
      return 'pick trigo';
    default:
      return event.type.replace('picker.', '');
  }
}

// TestModel takes ActorLogic with the machine's own events; the actor answers are given as events too.
const testLogic = activityPickerMachine as unknown as ActorLogic<Snapshot, ActivityPickerEvent, undefined>;

const model = new TestModel(testLogic, {
  events: (snapshot) => offered(snapshot).filter((event) => canDo(snapshot, event)),
  serializeState: screenKey,
});

const LOADED = ANSWERS.catalogueLoaded as unknown as ActivityPickerEvent;
const FAILED = ANSWERS.catalogueFailed as unknown as ActivityPickerEvent;
const chooseCategory = (category: 1 | 2): ActivityPickerEvent[] => [
  { type: 'picker.categoriesToggle' },
  { type: 'picker.categoryChoose', category },
];

/** Searches under each category, and a load that fails twice before it works. */
const JOURNEYS: ActivityPickerEvent[][] = [
  [LOADED, ...chooseCategory(2), { type: 'picker.type', text: 'trigo' }, { type: 'picker.type', text: '11101' }, { type: 'picker.pick', option: TRIGO }],
  [LOADED, ...chooseCategory(1), { type: 'picker.type', text: '11101' }, ...chooseCategory(2), { type: 'picker.type', text: '11101' }],
  [{ type: 'picker.type', text: 'trigo' }, FAILED, { type: 'picker.retry' }, FAILED, { type: 'picker.retry' }, LOADED, { type: 'picker.next' }, { type: 'picker.next' }],
];

/** Shortest paths to every screen, topped up for the transitions they miss, then the journeys. */
const paths: Path[] = coverageGuidedPaths(model, { machine: activityPickerMachine, screenKey, journeys: JOURNEYS });

/** A stand-in for the step form: keeps the selection the picker reports, as the company step does. */
function ParentForm({ logic, initial, reported }: { logic: typeof activityPickerMachine; initial: ActivitySelection; reported: ActivitySelection[] }) {
  const [selection, setSelection] = useState(initial);
  return (
    <main>
      <h1>Registro</h1>
      <ActivityPicker
        code={selection.code}
        label={selection.label}
        logic={logic}
        onSelectionChange={(next) => {
          reported.push(next);
          setSelection(next);
        }}
      />
      <p>Fuera del buscador</p>
    </main>
  );
}

/** The catalogue loader the app provides, replaced by loads the test settles. */
function fakeLoads() {
  const pending: Array<{ resolve: (catalogue: readonly Activity[]) => void; reject: (error: Error) => void }> = [];
  let started = 0;
  const logic = activityPickerMachine.provide({
    actors: {
      loadCatalogue: fromPromise<readonly Activity[]>(
        () =>
          new Promise((resolve, reject) => {
            started++;
            pending.push({ resolve, reject });
          }),
      ),
    },
  });
  return { logic, pending, started: () => started };
}

function renderPicker(initial: ActivitySelection = { code: '', label: '' }) {
  const loads = fakeLoads();
  const reported: ActivitySelection[] = [];
  const view = render(
    <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
      <ParentForm logic={loads.logic} initial={initial} reported={reported} />
    </AppProviders>,
  );
  return { ...view, loads, reported };
}

const combobox = () => screen.getByRole('combobox', { name: 'Código de actividad económica' });
const categoryButton = () => screen.getByRole('button', { name: /^Buscar por/ });
const suggestionsPanel = () => screen.getByText('Búsqueda sugerida').parentElement!.parentElement!;

/** What the screen must show in `snapshot`, and what the parent form must have heard. */
async function expectScreen(snapshot: Snapshot, reported: ActivitySelection[], expectedReports: number) {
  const { context } = snapshot;
  const resultsOpen = snapshot.matches({ dropdown: 'results' });
  const categoriesOpen = snapshot.matches({ dropdown: 'categories' });
  await waitFor(() => {
    const box = combobox();
    expect(box).toHaveValue(context.text);
    expect(box).toHaveAttribute('aria-expanded', String(resultsOpen));
    if (context.category === 2) expect(box).not.toHaveAttribute('maxlength');
    else expect(box).toHaveAttribute('maxlength', '255');

    const categoryName = context.category === 1 ? 'Actividad' : context.category === 2 ? 'Código' : null;
    expect(categoryButton()).toHaveAccessibleName(categoryName ? `Buscar por: ${categoryName}` : 'Buscar por');
    expect(categoryButton()).toHaveAttribute('aria-expanded', String(categoriesOpen));
    if (categoriesOpen) {
      const menu = screen.getByRole('menu', { name: 'Buscar por' });
      const items = within(menu).getAllByRole('menuitemradio');
      expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
        ['Actividad', String(context.category === 1)],
        ['Código', String(context.category === 2)],
      ]);
    } else {
      expect(screen.queryByRole('menu')).toBeNull();
    }

    if (context.text) expect(screen.getByRole('button', { name: 'Borrar búsqueda' })).toBeVisible();
    else expect(screen.queryByRole('button', { name: 'Borrar búsqueda' })).toBeNull();

    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    if (!resultsOpen) {
      expect(suggestionsPanel()).not.toBeVisible();
      expect(box).not.toHaveAttribute('aria-activedescendant');
    } else {
      expect(suggestionsPanel()).toBeVisible();
      const panel = expectedPanel(snapshot);
      const options = within(listbox).queryAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(
        panel === 'suggestions' ? context.results.map(activityOptionText) : [],
      );
      options.forEach((option, index) => expect(option).toHaveAttribute('aria-selected', String(index === context.activeIndex)));
      if (context.activeIndex >= 0) expect(box).toHaveAttribute('aria-activedescendant', options[context.activeIndex]!.id);
      else expect(box).not.toHaveAttribute('aria-activedescendant');

      const clearAll = within(suggestionsPanel()).queryByRole('button', { name: 'Borrar todas' });
      if (panel === 'suggestions') expect(clearAll).toBeVisible();
      else expect(clearAll).toBeNull();
      const status = panel === 'suggestions' ? null : within(suggestionsPanel()).getByRole('status');
      if (panel === 'loading') expect(status).toHaveTextContent('Cargando actividades…');
      if (panel === 'failed') {
        expect(status).toHaveTextContent('No pudimos cargar el listado de actividades.');
        expect(within(status!).getByRole('button', { name: 'Reintentar' })).toBeVisible();
      }
      if (panel === 'noSuggestions') {
        expect(status).toHaveTextContent(`No hay sugerencias para ${context.text}`);
        expect(status).toHaveTextContent('Revisa que esté bien escrito o prueba con otras palabras.');
      }
    }
  });
  // The parent hears of each change of code and label once, and holds the machine's selection.
  expect(reported).toHaveLength(expectedReports);
  expect(reported.at(-1) ?? { code: '', label: '' }).toEqual({ code: context.code, label: context.label });
}

interface World {
  user: UserEvent;
  loads: ReturnType<typeof fakeLoads>;
}

/** The ways a person closes a popup; the paths take turns, so each way is run. */
const DISMISS_WAYS = ['escape', 'clickOutside', 'pressOutside'] as const;
let dismissals = 0;

async function perform(event: EventObject, before: Snapshot, world: World) {
  const { user, loads } = world;
  switch (event.type) {
    case 'picker.type': {
      const { text } = event as Extract<ActivityPickerEvent, { type: 'picker.type' }>;
      await user.clear(combobox());
      if (text) await user.type(combobox(), text);
      break;
    }
    case 'picker.next':
      await user.click(combobox());
      await user.keyboard('{ArrowDown}');
      break;
    case 'picker.previous':
      await user.keyboard('{ArrowUp}');
      break;
    case 'picker.pick': {
      const { option } = event as Extract<ActivityPickerEvent, { type: 'picker.pick' }>;
      const active = before.context.results[before.context.activeIndex];
      // The pointed suggestion is picked with Enter, any other with a click.
      if (active && activityOptionText(active) === option) await user.keyboard('{Enter}');
      else await user.click(screen.getByRole('option', { name: option }));
      break;
    }
    case 'picker.clear':
      await user.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
      await waitFor(() => expect(combobox()).toHaveFocus());
      break;
    case 'picker.clearSuggestions':
      await user.click(screen.getByRole('button', { name: 'Borrar todas' }));
      break;
    case 'picker.categoriesToggle':
      await user.click(categoryButton());
      break;
    case 'picker.categoryChoose': {
      const { category } = event as Extract<ActivityPickerEvent, { type: 'picker.categoryChoose' }>;
      await user.click(screen.getByRole('menuitemradio', { name: category === 1 ? 'Actividad' : 'Código' }));
      await waitFor(() => expect(combobox()).toHaveFocus());
      break;
    }
    case 'picker.dismiss': {
      const way = DISMISS_WAYS[dismissals++ % DISMISS_WAYS.length];
      const outside = screen.getByText('Fuera del buscador');
      if (way === 'escape') {
        // Escape where the focus is: the box, or the open menu's item (the focus then goes back to its button).
        const inMenu = before.matches({ dropdown: 'categories' });
        if (inMenu) await waitFor(() => expect(screen.getByRole('menu')).toContainElement(document.activeElement as HTMLElement));
        await user.keyboard('{Escape}');
        if (inMenu) await waitFor(() => expect(categoryButton()).toHaveFocus());
      } else if (way === 'clickOutside') {
        await user.click(outside);
      } else {
        // A press outside that moves no focus (Safari does not focus a clicked button): only the
        // document's pointer listener sees it.
        fireEvent.pointerDown(outside);
      }
      break;
    }
    case 'picker.retry':
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      break;
    case ANSWERS.catalogueLoaded.type:
      await act(async () => loads.pending.shift()!.resolve(CATALOGUE));
      break;
    case ANSWERS.catalogueFailed.type:
      await act(async () => loads.pending.shift()!.reject(new Error('chunk not found')));
      break;
    default:
      throw new Error(`No way to perform ${event.type}`);
  }
}

const selectionChanges = (path: Path, upTo: number) =>
  path.steps.slice(1, upTo + 1).filter((step, index) => {
    const previous = path.steps[index]!.state.context;
    return step.state.context.code !== previous.code || step.state.context.label !== previous.label;
  }).length;

const pathName = (path: Path) => describePath(path, (event) => (isStart(event) ? 'start' : fixtureNames.get(event)));

describe('activity picker, paths generated from the statechart', () => {
  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const { loads, reported } = renderPicker();
    const world: World = { user: userEvent.setup(), loads };
    for (const [index, step] of path.steps.entries()) {
      if (!isStart(step.event)) await perform(step.event, path.steps[index - 1]!.state, world);
      await expectScreen(step.state, reported, selectionChanges(path, index));
    }
    // One load per visit to `loading`: the first on mount, then one per retry.
    expect(loads.started()).toBe(path.steps.filter((step) => step.event.type === 'picker.retry').length + 1);
  });

  it('the paths driven above cover every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(activityPickerMachine, paths));
  });
});

describe('activity picker, beyond the generated paths', () => {
  it('restores a previous pick without reporting it back, and clearing it reports the empty selection', async () => {
    const { reported } = renderPicker({ code: '011101', label: 'CULTIVO DE TRIGO' });
    const user = userEvent.setup();
    expect(combobox()).toHaveValue('011101 - CULTIVO DE TRIGO');
    // Arrow down on the chosen suggestion's own text does not open "no suggestions".
    await user.click(combobox());
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(reported).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(combobox()).toHaveValue('');
    expect(reported).toEqual([{ code: '', label: '' }]);
  });

  it('moves through the suggestions with the arrows (wrapping), picks with Enter and shows the pick', async () => {
    const { loads, reported } = renderPicker();
    const user = userEvent.setup();
    await act(async () => loads.pending.shift()!.resolve(catalogueJson));
    await user.type(combobox(), 'maiz');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      catalogueJson.filter(({ label }) => label.includes('MAÍZ')).map(activityOptionText),
    );
    await user.keyboard('{ArrowUp}');
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(combobox()).toHaveValue('011102 - CULTIVO DE MAÍZ');
    expect(reported).toEqual([{ code: '011102', label: 'CULTIVO DE MAÍZ' }]);
    // Editing the picked text leaves the form without a code until another pick.
    await user.type(combobox(), 'X');
    expect(reported.at(-1)).toEqual({ code: '', label: '' });
  });

  it('shows at most 20 suggestions, in a list at most 160 px high', async () => {
    const { loads } = renderPicker();
    const user = userEvent.setup();
    await act(async () => loads.pending.shift()!.resolve(catalogueJson));
    await user.type(combobox(), 'cultivo');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(20);
    expect(getComputedStyle(listbox).maxHeight).toBe('160px');
    expect(getComputedStyle(listbox).overflowY).toBe('auto');
  });

  it('searching by Código keeps 6 digits at most, and reads 5 digits as a code with its leading 0', async () => {
    const { loads } = renderPicker();
    const user = userEvent.setup();
    await act(async () => loads.pending.shift()!.resolve(catalogueJson));
    await user.click(categoryButton());
    await user.click(screen.getByRole('menuitemradio', { name: 'Código' }));
    await user.type(combobox(), '11101');
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option')).toHaveTextContent('011101 - CULTIVO DE TRIGO');
    await user.clear(combobox());
    await user.paste('0a1-1101 99');
    expect(combobox()).toHaveValue('011101');
  });

  it('keyboard only: the menu takes the focus, arrows move in it, Escape goes back to its button', async () => {
    renderPicker();
    const user = userEvent.setup();
    await user.click(categoryButton());
    const items = screen.getAllByRole('menuitemradio');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(categoryButton()).toHaveFocus();
  });

  it('shows the form error under the field as the box description', async () => {
    const message = catalogs['es-CL']['signup.error.required'];
    expect(message).toBeDefined();
    render(
      <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
        <ActivityPicker code="" label="" error="required" logic={fakeLoads().logic} onSelectionChange={() => {}} />
      </AppProviders>,
    );
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(combobox()).toHaveAccessibleDescription(message!);
  });
});

describe('activity picker, accessibility', () => {
  it('has no axe violations with suggestions, with no suggestions, with the menu open and with an error', async () => {
    const loads = fakeLoads();
    const { container } = render(
      <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
        <main>
          <h1>Registro</h1>
          <ActivityPicker code="" label="" error="required" logic={loads.logic} onSelectionChange={() => {}} />
        </main>
      </AppProviders>,
    );
    const user = userEvent.setup();
    await act(async () => loads.pending.shift()!.resolve(CATALOGUE));
    await user.type(combobox(), 'trigo');
    await user.keyboard('{ArrowDown}');
    await screen.findAllByRole('option');
    expect(await axeViolations(container)).toEqual([]);
    await user.type(combobox(), 'zzq');
    await screen.findByText(/No hay sugerencias/);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(categoryButton());
    await screen.findByRole('menu');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('activity picker, the chart', () => {
  it('reaches every state', () => {
    const shortest = getShortestPaths(testLogic, { events: offered });
    expect(statesNotReached(activityPickerMachine, shortest)).toEqual([]);
  });

  it('keeps 255 characters when searching by label, and tells the parent of each change once', () => {
    const heard: ActivitySelection[] = [];
    const actor = createActor(
      activityPickerMachine.provide({
        actors: { loadCatalogue: fromPromise(async () => CATALOGUE) },
        actions: { selectionChanged: (_, selection) => heard.push(selection) },
      }),
      { input: { code: '011101', label: 'CULTIVO DE TRIGO' } },
    ).start();
    actor.send({ type: 'picker.type', text: 'a'.repeat(300) });
    expect(actor.getSnapshot().context.text).toHaveLength(255);
    actor.send({ type: 'picker.type', text: 'trigo' });
    actor.send({ type: 'picker.pick', option: '011105 - CULTIVO DE OTROS CEREALES (EXCEPTO TRIGO, MAÍZ, AVENA Y CEBADA)' });
    actor.send({ type: 'picker.pick', option: '011105 - CULTIVO DE OTROS CEREALES (EXCEPTO TRIGO, MAÍZ, AVENA Y CEBADA)' });
    actor.send({ type: 'picker.categoriesToggle' });
    actor.send({ type: 'picker.categoryChoose', category: 1 });
    expect(heard).toEqual([
      { code: '', label: '' },
      { code: '011105', label: 'CULTIVO DE OTROS CEREALES (EXCEPTO TRIGO, MAÍZ, AVENA Y CEBADA)' },
      { code: '', label: '' },
    ]);
    actor.stop();
  });
});
