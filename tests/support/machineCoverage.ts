/**
 * State and transition coverage of generated paths, so every model-based test can print
 * "auth: states 9/9, transitions 21/21" and fail on anything left unvisited.
 *
 * A transition is one candidate of a state node's handler for one event (each guarded branch
 * counts on its own), an eventless `always` candidate, or a delayed/invoke-result handler.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { expect } from 'vitest';

type StateNode = AnyStateMachine['root'];
type TransitionDef = { target?: readonly StateNode[] | undefined; source: StateNode; eventType: string };
type PathLike = { steps: ReadonlyArray<{ event: EventObject; state: AnyMachineSnapshot }> };
type EndsIn = { state: AnyMachineSnapshot };

/** How much of a machine some paths visited, with what they left out (ids and transition keys). */
export interface Coverage {
  machine: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

const activeNodes = (snapshot: AnyMachineSnapshot): StateNode[] =>
  (snapshot as unknown as { _nodes: StateNode[] })._nodes;

const keyOf = (node: StateNode, eventType: string, index: number) => `${node.id} --${eventType}[${index}]-->`;

/**
 * A state no snapshot rests in: one of its eventless candidates has no guard, so it is left as soon
 * as it is entered. It counts as visited when one of its eventless transitions was taken.
 */
const isTransient = (node: StateNode): boolean => (node.always ?? []).some((candidate) => !candidate.guard);

const nodesOf = new WeakMap<AnyStateMachine, StateNode[]>();

/** The machine's state nodes (its root left out), listed once per machine. */
function stateNodes(machine: AnyStateMachine): StateNode[] {
  const known = nodesOf.get(machine);
  if (known) return known;
  const nodes = getStateNodes(machine.root) as StateNode[];
  nodesOf.set(machine, nodes);
  return nodes;
}

/** The machine's transitions by key, built once per machine: path searches measure thousands of steps. */
const transitionsOf = new WeakMap<AnyStateMachine, Map<string, TransitionDef>>();

function allTransitions(machine: AnyStateMachine): Map<string, TransitionDef> {
  const known = transitionsOf.get(machine);
  if (known) return known;
  const all = new Map<string, TransitionDef>();
  for (const node of [machine.root, ...stateNodes(machine)]) {
    for (const [eventType, candidates] of node.transitions) {
      (candidates as TransitionDef[]).forEach((candidate, index) => all.set(keyOf(node, eventType, index), candidate));
    }
    (node.always ?? []).forEach((candidate, index) => all.set(keyOf(node, 'always', index), candidate as TransitionDef));
  }
  transitionsOf.set(machine, all);
  return all;
}

/**
 * The transitions the machine itself selects for `event` in `previous` (one per region that handles it),
 * by their keys: asked of the snapshot's own machine, so guarded candidates with the same target are
 * told apart and a provided copy of the machine counts for the original.
 */
function takenTransitionKeys(previous: AnyMachineSnapshot, event: EventObject): string[] {
  const taken = previous.machine.getTransitionData(previous, event) as TransitionDef[];
  return taken.map((candidate) => {
    const siblings = (candidate.source.transitions.get(candidate.eventType) ?? []) as TransitionDef[];
    return keyOf(candidate.source, candidate.eventType, siblings.indexOf(candidate));
  });
}

/** The states and transitions of `machine` that `paths` visit, step by step. */
export function measureCoverage(machine: AnyStateMachine, paths: readonly PathLike[]): Coverage {
  const transitions = allTransitions(machine);
  const coveredTransitions = new Set<string>();
  const coveredStates = new Set<string>();

  for (const path of paths) {
    path.steps.forEach((step, i) => {
      const nodes = activeNodes(step.state);
      nodes.forEach((node) => coveredStates.add(node.id));
      // An eventless transition is taken when its target is entered, and its source was passed on
      // the way, so a chain of them (each waiting for what is already known) counts back to front.
      const entered = new Set(nodes);
      for (let grew = true; grew; ) {
        grew = false;
        for (const [key, candidate] of transitions) {
          if (!key.includes('--always[') || !candidate.target?.some((t) => entered.has(t))) continue;
          coveredTransitions.add(key);
          if (!entered.has(candidate.source)) {
            entered.add(candidate.source);
            grew = true;
          }
        }
      }
      const previous = i > 0 ? path.steps[i - 1]?.state : undefined;
      if (!previous) return;
      takenTransitionKeys(previous, step.event).forEach((key) => coveredTransitions.add(key));
      // A compound or parallel state's `onDone` is taken when its last region finishes: its source was
      // active before the step and its target is now.
      const before = activeNodes(previous);
      for (const [key, candidate] of transitions) {
        if (key.includes('--xstate.done.state.') && before.includes(candidate.source) && candidate.target?.some((t) => nodes.includes(t))) coveredTransitions.add(key);
      }
    });
  }

  for (const node of stateNodes(machine)) {
    // A state left by an eventless transition was entered, even if no snapshot rests in it (a
    // transient one never does; a waiting one may not when what it waits for is already known).
    if ((node.always ?? []).some((_, index) => coveredTransitions.has(keyOf(node, 'always', index)))) coveredStates.add(node.id);
  }
  const stateIds = stateNodes(machine).map((node) => node.id);
  return {
    machine: machine.id,
    states: {
      covered: stateIds.filter((id) => coveredStates.has(id)).length,
      total: stateIds.length,
      missing: stateIds.filter((id) => !coveredStates.has(id)),
    },
    transitions: {
      covered: coveredTransitions.size,
      total: transitions.size,
      missing: [...transitions.keys()].filter((key) => !coveredTransitions.has(key)),
    },
  };
}

/** Coverage of several variants of one machine (same nodes, other provided guards), together. */
export function combineCoverage(parts: Coverage[]): Coverage {
  const [first] = parts;
  if (!first) throw new Error('no coverage to combine');
  const missingIn = (pick: (c: Coverage) => string[]) => pick(first).filter((key) => parts.every((part) => pick(part).includes(key)));
  const states = missingIn((c) => c.states.missing);
  const transitions = missingIn((c) => c.transitions.missing);
  return {
    machine: first.machine,
    states: { covered: first.states.total - states.length, total: first.states.total, missing: states },
    transitions: { covered: first.transitions.total - transitions.length, total: first.transitions.total, missing: transitions },
  };
}

/** Prints the coverage line and fails on any state or transition the paths left unvisited. */
export function expectFullCoverage(coverage: Coverage): void {
  console.log(formatCoverage(coverage));
  expect(coverage.states.missing).toEqual([]);
  expect(coverage.transitions.missing).toEqual([]);
}

/** The ids of the machine's state nodes that no path ends in (transient ones cannot be ended in). */
export function statesNotReached(machine: AnyStateMachine, paths: readonly EndsIn[]): string[] {
  const reached = new Set(paths.flatMap((path) => activeNodes(path.state).map((node) => node.id)));
  return getStateNodes(machine.root)
    .filter((node) => !isTransient(node))
    .map((node) => node.id)
    .filter((id) => !reached.has(id));
}

/** One line: "auth: states 8/8 (100%), transitions 13/13 (100%)". */
export function formatCoverage({ machine, states, transitions }: Coverage): string {
  const pct = (c: number, t: number) => (t === 0 ? 100 : Math.round((c / t) * 1000) / 10);
  return `${machine}: states ${states.covered}/${states.total} (${pct(states.covered, states.total)}%), transitions ${transitions.covered}/${transitions.total} (${pct(transitions.covered, transitions.total)}%)`;
}
