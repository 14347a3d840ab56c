/**
 * A statechart as the flow viewer draws it: its state nodes and its transitions, read from the
 * machine definition itself (`machine.root`, each node's `transitions` and `always`), so the drawing
 * can never drift from the code. Pure: no React, no layout.
 */
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

/** How a state node behaves; groups (compound, parallel) are drawn around their children. */
export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/**
 * What starts a transition. Built-in events get their own kinds so the drawing can name them in
 * words ("after 1000 ms", "restoreSession done") instead of XState's internal event types.
 */
export type Trigger =
  | { kind: 'event'; event: string }
  /** An eventless (`always`) transition, taken as soon as its guard allows. */
  | { kind: 'always' }
  /** A delayed (`after`) transition: milliseconds, or the name of a delay of `setup()`. */
  | { kind: 'after'; delay: number | string }
  /** The `onDone` of an invoked actor, named by its logic's name (`src`) or, failing that, its id. */
  | { kind: 'invokeDone'; actor: string }
  /** The `onError` of an invoked actor. */
  | { kind: 'invokeError'; actor: string }
  /** The `onSnapshot` of an invoked actor. */
  | { kind: 'invokeSnapshot'; actor: string }
  /** The `onDone` of a compound or parallel state: its final state was reached. */
  | { kind: 'stateDone' };

/** A transition's trigger and its guard's name (`''` for an anonymous inline guard). */
export interface TransitionLabel {
  trigger: Trigger;
  guard?: string;
}

export interface ChartState {
  /** The state node's id (`auth.unauthenticated.idle`); the machine's root has the machine's id. */
  id: string;
  /** Its key in its parent (`idle`); the machine id for the root. */
  key: string;
  /** The path from the root (`unauthenticated.idle`); empty for the root. */
  path: string;
  parentId: string | null;
  kind: StateKind;
  /** The state its parent enters first (regions of a parallel state are all entered: never initial). */
  initial: boolean;
  description?: string;
  /** Transitions without a target: handled in this state without leaving it. */
  internal: TransitionLabel[];
  /** Names of the actors this state invokes while it is active. */
  invokes: string[];
}

export interface ChartTransition extends TransitionLabel {
  /** `<source id>#<n>` (the n-th transition of the source), plus `-><target id>` when it has several targets. */
  id: string;
  source: string;
  target: string;
}

export interface Chart {
  machineId: string;
  /** Every state node, parents before their children, in document order. */
  states: ChartState[];
  transitions: ChartTransition[];
}

type AnyTransition = AnyStateNode['transitions'] extends Map<string, (infer T)[]> ? T : never;
type AnyInvoke = AnyStateNode['invoke'][number];

const actorName = (invoke: AnyInvoke): string => (typeof invoke.src === 'string' ? invoke.src : invoke.id);

/**
 * The guard's name: a named guard's type, `and(a, b)` / `or(a, b)` / `not(a)` for XState's guard
 * combinators (functions carrying their inner guards), an inline function's name or `''`.
 */
export function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown }).guards;
    if (Array.isArray(inner) && ['and', 'or', 'not'].includes(guard.name)) {
      return `${guard.name}(${inner.map((each) => guardName(each) ?? '').join(', ')})`;
    }
    return guard.name;
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return '';
}

function triggerOf(node: AnyStateNode, descriptor: string, transition: AnyTransition): Trigger {
  const invokeBy = (prefix: string) => node.invoke.find((invoke) => descriptor === `${prefix}${invoke.id}`);
  const done = invokeBy('xstate.done.actor.');
  if (done) return { kind: 'invokeDone', actor: actorName(done) };
  const error = invokeBy('xstate.error.actor.');
  if (error) return { kind: 'invokeError', actor: actorName(error) };
  const snapshot = invokeBy('xstate.snapshot.');
  if (snapshot) return { kind: 'invokeSnapshot', actor: actorName(snapshot) };
  if (descriptor === `xstate.done.state.${node.id}`) return { kind: 'stateDone' };
  const delay = (transition as { delay?: number | string }).delay;
  if (descriptor.startsWith('xstate.after.') && delay !== undefined) return { kind: 'after', delay };
  return { kind: 'event', event: descriptor };
}

function isInitial(node: AnyStateNode): boolean {
  const parent = node.parent;
  return parent?.type === 'compound' && parent.initial.target.includes(node);
}

/** Every state node under `node`, `node` first, children in the order they are written. */
function walk(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(walk)];
}

/** The chart of `machine`: every state node and every transition, in the order they are written. */
export function chartOf(machine: AnyStateMachine): Chart {
  const nodes = walk(machine.root);
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];

  for (const node of nodes) {
    const internal: TransitionLabel[] = [];
    const candidates: [Trigger, AnyTransition][] = [
      ...[...node.transitions.entries()].flatMap(([descriptor, list]) =>
        list.map((transition): [Trigger, AnyTransition] => [triggerOf(node, descriptor, transition), transition]),
      ),
      ...(node.always ?? []).map((transition): [Trigger, AnyTransition] => [{ kind: 'always' }, transition]),
    ];
    candidates.forEach(([trigger, transition], index) => {
      const guard = guardName(transition.guard);
      const label: TransitionLabel = guard === undefined ? { trigger } : { trigger, guard };
      const targets = transition.target ?? [];
      if (targets.length === 0) {
        internal.push(label);
        return;
      }
      for (const target of targets) {
        const id = targets.length === 1 ? `${node.id}#${index}` : `${node.id}#${index}->${target.id}`;
        transitions.push({ id, source: node.id, target: target.id, ...label });
      }
    });

    const state: ChartState = {
      id: node.id,
      key: node.parent ? node.key : machine.id,
      path: node.path.join('.'),
      parentId: node.parent?.id ?? null,
      kind: node.type,
      initial: isInitial(node),
      internal,
      invokes: node.invoke.map(actorName),
    };
    if (node.description) state.description = node.description;
    states.push(state);
  }
  return { machineId: machine.id, states, transitions };
}

/**
 * The ids of the state nodes active in `value` (a snapshot's `value`), the root included. Parts of a
 * value the machine does not have (a snapshot from an older version of the code) are left out.
 */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const active: string[] = [machine.root.id];
  const visit = (node: AnyStateNode, part: StateValue) => {
    const entries: [string, StateValue | undefined][] = typeof part === 'string' ? [[part, undefined]] : Object.entries(part);
    for (const [key, rest] of entries) {
      const child = node.states[key];
      if (!child) continue;
      active.push(child.id);
      if (rest !== undefined) visit(child, rest);
    }
  };
  visit(machine.root, value);
  return active;
}

/** A snapshot value as dotted paths of its active leaves: `{ a: { b: 'c' } }` -> `['a.b.c']`. */
export function statePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, rest]) => (rest === undefined ? [key] : statePaths(rest).map((path) => `${key}.${path}`)));
}
