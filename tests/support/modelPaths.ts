/**
 * Paths generated from a statechart for the model-based tests: which events traversal offers, the
 * two ways the flows choose their paths (shortest to every transition; shortest to every screen,
 * topped up for coverage), replaying a chosen path so each step holds its own snapshot, and naming a
 * path for its test.
 */
import {
  initialTransition,
  transition,
  type ActorLogic,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { TestModel, type StatePath } from 'xstate/graph';
import { measureCoverage } from './machineCoverage.ts';

/** The first step of a generated path: the machine starting, before any event of the model. */
export const isStart = (event: EventObject): boolean => event.type === 'xstate.init';

/**
 * The events traversal offers in a state: the fixtures of every event type its active nodes handle,
 * and, for the done and error events of an invoked call, the scripted answers of that type.
 * Traversal would otherwise invent those actor events without output, and the guards would read
 * nothing. Throws for a handled event type that has neither.
 */
export function offeredEvents<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  fixtures: { readonly [T in TEvent['type']]: ReadonlyArray<Extract<TEvent, { type: T }>> },
  answers: Readonly<Record<string, EventObject>>,
): (snapshot: TSnapshot) => TEvent[] {
  return (snapshot) => {
    const declared = new Set<string>(snapshot._nodes.flatMap((node) => node.ownEvents));
    return [...declared].flatMap((type): TEvent[] => {
      if (type in fixtures) return [...fixtures[type as TEvent['type']]];
      const answered = Object.values(answers).filter((answer) => answer.type === type);
      if (answered.length === 0) throw new Error(`No traversal fixture for event "${type}"`);
      // Actor events are not in the machine's own event union, yet the machine receives them.
      return answered as unknown as TEvent[];
    });
  };
}

/**
 * The path with each step's snapshot recomputed by the machine from the path's own events.
 * Traversal keeps one snapshot per serialised vertex, which may come from another path with the
 * same vertex; assertions read the context, so they need the snapshots of this very path.
 */
function replayOnMachine<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  machine: AnyActorLogic,
  path: StatePath<TSnapshot, TEvent>,
): StatePath<TSnapshot, TEvent> {
  let [snapshot] = initialTransition(machine);
  const steps = path.steps.map((step, index) => {
    if (index > 0) [snapshot] = transition(machine, snapshot, step.event);
    return { ...step, state: snapshot as TSnapshot };
  });
  return { ...path, steps, state: snapshot as TSnapshot };
}

/**
 * The path's events taken again through the model from `fromState` (the model's own start when
 * omitted), so every step holds the snapshot those events produce rather than the one its merged
 * vertex kept. The start is explicit because getPathsFromEvents does not pass `input` to the machine.
 */
function replayOnModel<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject, TInput>(
  model: TestModel<TSnapshot, TEvent, TInput>,
  path: StatePath<TSnapshot, TEvent>,
  fromState: TSnapshot | undefined,
): StatePath<TSnapshot, TEvent> {
  const events = path.steps.slice(1).map((step) => step.event);
  const [replayed] = model.getPathsFromEvents(events, fromState ? { fromState } : undefined);
  if (!replayed) throw new Error('A generated path could not be replayed');
  return replayed;
}

/**
 * Shortest paths that together take every transition `events` can take, each replayed on the
 * machine. A vertex is the snapshot (as `describe` tells snapshots apart) together with the event
 * that reached it and the state it came from, so every edge becomes a vertex of its own. Only events
 * a state handles are offered, since unhandled ones would add meaningless self-loops; `filter` may
 * leave out more.
 */
export function shortestPathsToEveryTransition<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject, TInput>(
  machine: ActorLogic<TSnapshot, TEvent, TInput>,
  options: {
    /** Every event the model may take, invented actor events with their outputs included. */
    events: readonly EventObject[];
    /** What tells two snapshots apart. */
    describe: (snapshot: TSnapshot) => unknown;
    /** What tells two events apart. */
    eventKey: (event: EventObject) => string;
    /** Whether the event is offered in that snapshot, besides being handled there. */
    filter?: (snapshot: TSnapshot, event: TEvent) => boolean;
  },
): StatePath<TSnapshot, TEvent>[] {
  const { events, describe, eventKey, filter = () => true } = options;
  const model = new TestModel(machine, {
    // Actor events are not in the machine's own event union, yet the machine receives them.
    events: [...events] as TEvent[],
    serializeState: (snapshot, event, previous) =>
      JSON.stringify([describe(snapshot), event ? eventKey(event) : null, previous ? describe(previous) : null]),
    filterEvents: (snapshot, event) => snapshot.can(event) && filter(snapshot, event),
  });
  return model.getShortestPaths().map((path) => replayOnMachine(machine, path));
}

/**
 * The paths of a flow whose model merges snapshots by what the screen shows (`screenKey`):
 * 1. the shortest path to every screen, from each of `inputs`;
 * 2. for the transitions those miss (two events, or two guarded branches of one, that lead to the
 *    same screen), the shortest paths that also key on the event taken and the screen it was taken
 *    from, from the first input, shortest first, each kept only when it adds state or transition
 *    coverage of `machine`;
 * 3. the hand-written `journeys`, each an event list taken from `journeysFrom`.
 * Generated paths are replayed from `replayFrom(path)`, the model's start when omitted.
 */
export function coverageGuidedPaths<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject, TInput>(
  model: TestModel<TSnapshot, TEvent, TInput>,
  options: {
    /** The machine whose coverage decides which extra paths are kept. */
    machine: AnyStateMachine;
    /** The model's own vertex: what the screen shows. */
    screenKey: (snapshot: TSnapshot) => string;
    inputs?: readonly TInput[];
    replayFrom?: (path: StatePath<TSnapshot, TEvent>) => TSnapshot;
    journeys?: readonly TEvent[][];
    journeysFrom?: TSnapshot;
  },
): StatePath<TSnapshot, TEvent>[] {
  const { machine, screenKey, replayFrom, journeys = [], journeysFrom } = options;
  const inputs: readonly (TInput | undefined)[] = options.inputs ?? [undefined];
  const replay = (path: StatePath<TSnapshot, TEvent>) => replayOnModel(model, path, replayFrom?.(path));

  const chosen = inputs.flatMap((input) => model.getShortestPaths({ input })).map(replay);
  const viaEvent = model
    .getShortestPaths({
      input: inputs[0],
      serializeState: (snapshot, event, previous) =>
        `${previous ? screenKey(previous) : 'start'} -> ${screenKey(snapshot)} via ${JSON.stringify(event ?? null)}`,
    })
    .map(replay);
  let coverage = measureCoverage(machine, chosen);
  for (const path of viaEvent.sort((a, b) => a.steps.length - b.steps.length)) {
    const next = measureCoverage(machine, [...chosen, path]);
    if (next.transitions.covered > coverage.transitions.covered || next.states.covered > coverage.states.covered) {
      chosen.push(path);
      coverage = next;
    }
  }
  const handWritten = journeys.flatMap((events) =>
    model.getPathsFromEvents(events, journeysFrom ? { fromState: journeysFrom } : undefined),
  );
  return [...chosen, ...handWritten];
}

/** A readable test name: the label of each step's event, joined by arrows. */
export function describePath<TEvent extends EventObject>(
  path: { steps: ReadonlyArray<{ event: TEvent }> },
  label: (event: TEvent) => string,
): string {
  return path.steps.map((step) => label(step.event)).join(' → ');
}

/** A readable test name from named fixtures: "start → login → signedIn ⇒ {"authenticated":"active"}". */
export function describeFixturePath(
  path: { steps: ReadonlyArray<{ event: EventObject }>; state: AnyMachineSnapshot },
  fixtureOf: (event: EventObject) => string,
): string {
  return `${describePath(path, (event) => (isStart(event) ? 'start' : fixtureOf(event)))} ⇒ ${JSON.stringify(path.state.value)}`;
}

/**
 * Walks that together take every transition the chart's shortest paths take, as few and as long as
 * the chart allows. Each model path renders the whole app and walks its prefix again (a wizard path
 * to the sixth step clicks through five forms first), so joining paths end to end saves most of the
 * rendering: from where the walk stands, the shortest continuation that takes a transition not yet
 * taken is appended; when none is reachable (a final screen) or the walk is `maxSteps` long, the
 * next walk starts from the beginning. Every step's snapshot is the machine's own for this walk.
 * With `eventKey`, every event the shortest paths send is sent by some walk too (two answers may take
 * one transition and still draw different screens).
 *
 * Both searches are breadth first over the model's own vertices, and the one for a continuation stops
 * at the first step that takes something new: asking the model for every shortest path from every
 * point of every walk cost a list's test 16 s before it drew anything.
 */
export function chainedWalks<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject, TInput>(
  model: TestModel<TSnapshot, TEvent, TInput>,
  options: { machine: AnyStateMachine; input?: TInput; maxSteps?: number; eventKey?: (event: EventObject) => string },
): StatePath<TSnapshot, TEvent>[] {
  const { machine, input, maxSteps = 60, eventKey } = options;
  const logic = model.testLogic as unknown as AnyActorLogic;
  const nothing = measureCoverage(machine, []);
  const everything = [...nothing.states.missing, ...nothing.transitions.missing];
  const keysOf = (path: Pick<StatePath<TSnapshot, TEvent>, 'steps'>): string[] => {
    const { states, transitions } = measureCoverage(machine, [path]);
    const missing = new Set([...states.missing, ...transitions.missing]);
    const events = eventKey ? path.steps.filter((step) => !isStart(step.event)).map((step) => `event ${eventKey(step.event)}`) : [];
    return [...everything.filter((key) => !missing.has(key)), ...events];
  };
  const start = () => initialTransition(logic, input)[0] as TSnapshot;
  const stepKeys = (from: TSnapshot, event: TEvent, to: TSnapshot) =>
    keysOf({ steps: [{ state: from, event: { type: 'xstate.init' } as TEvent }, { state: to, event }] });

  // What the shortest paths from the start take in all (the step into every vertex the first time
  // it is reached, as a shortest-path tree has it): the walks must take the same. The search ends
  // early once nothing is left to find: every state, every transition and every event offered.
  const offered = model.options.events;
  const eventsToFind = !eventKey ? 0 : Array.isArray(offered) ? new Set(offered.map((event) => eventKey(event))).size : Infinity;
  const possible = everything.length + eventsToFind;
  const wanted = new Set<string>();
  for (const step of breadthFirst(start(), Infinity)) {
    stepKeys(step.from, step.event, step.to).forEach((key) => wanted.add(key));
    if (wanted.size === possible) break;
  }
  const taken = new Set<string>();
  const walks: StatePath<TSnapshot, TEvent>[] = [];

  while ([...wanted].some((key) => !taken.has(key))) {
    const first = start();
    const walk: StatePath<TSnapshot, TEvent> = { state: first, weight: 0, steps: [{ state: first, event: { type: 'xstate.init' } as TEvent }] };
    for (;;) {
      const found = firstContinuation(walk.state, maxSteps - (walk.steps.length - 1));
      if (!found) break;
      const extended = extend(walk, found);
      keysOf({ steps: extended.steps.slice(walk.steps.length - 1) }).forEach((key) => taken.add(key));
      walk.steps = extended.steps;
      walk.state = extended.state;
    }
    if (walk.steps.length === 1) throw new Error('No walk from the start takes a transition left untaken');
    walk.weight = walk.steps.length - 1;
    walks.push(walk);
  }
  return walks;

  /** The events of the shortest continuation, at most `room` steps long, whose last step takes a wanted key not yet taken. */
  function firstContinuation(from: TSnapshot, room: number): TEvent[] | undefined {
    for (const step of breadthFirst(from, room)) {
      if (stepKeys(step.from, step.event, step.to).some((key) => wanted.has(key) && !taken.has(key))) return step.events();
    }
    return undefined;
  }

  /**
   * The steps into every vertex reachable from `from` within `depth` steps, nearest first, each the
   * first step found into its vertex. A vertex is what the model's `serializeState` tells apart; only
   * the events the model offers and lets through its filter are taken.
   */
  function* breadthFirst(from: TSnapshot, depth: number) {
    const { serializeState, events: offered, filterEvents } = model.options as unknown as {
      serializeState: (snapshot: TSnapshot, event: TEvent | undefined, previous: TSnapshot | undefined) => string;
      events: readonly TEvent[] | ((snapshot: TSnapshot) => readonly TEvent[]);
      filterEvents?: (snapshot: TSnapshot, event: TEvent) => boolean;
    };
    type Vertex = { snapshot: TSnapshot; depth: number; parent?: Vertex; event?: TEvent };
    const eventsTo = (vertex: Vertex): TEvent[] => (vertex.parent ? [...eventsTo(vertex.parent), vertex.event as TEvent] : []);
    const seen = new Set([serializeState(from, undefined, undefined)]);
    const queue: Vertex[] = [{ snapshot: from, depth: 0 }];
    for (let index = 0; index < queue.length; index++) {
      const vertex = queue[index] as Vertex;
      if (vertex.depth >= depth) continue;
      const events = typeof offered === 'function' ? offered(vertex.snapshot) : offered;
      for (const event of events) {
        if (filterEvents && !filterEvents(vertex.snapshot, event)) continue;
        const [to] = transition(logic, vertex.snapshot, event) as [TSnapshot, unknown];
        const key = serializeState(to, event, vertex.snapshot);
        if (seen.has(key)) continue;
        seen.add(key);
        const next: Vertex = { snapshot: to, depth: vertex.depth + 1, parent: vertex, event };
        queue.push(next);
        yield { from: vertex.snapshot, event, to, events: () => eventsTo(next) };
      }
    }
  }

  function extend(walk: StatePath<TSnapshot, TEvent>, events: TEvent[]): StatePath<TSnapshot, TEvent> {
    let snapshot = walk.state;
    const added = events.map((event) => {
      [snapshot] = transition(logic, snapshot, event) as [TSnapshot, unknown];
      return { event, state: snapshot };
    });
    return { ...walk, steps: [...walk.steps, ...added], state: snapshot };
  }
}
