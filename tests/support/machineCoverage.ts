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

function allTransitions(machine: AnyStateMachine): Map<string, TransitionDef> {
  const all = new Map<string, TransitionDef>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const [eventType, candidates] of node.transitions) {
      (candidates as TransitionDef[]).forEach((candidate, index) => all.set(keyOf(node, eventType, index), candidate));
    }
    (node.always ?? []).forEach((candidate, index) => all.set(keyOf(node, 'always', index), candidate as TransitionDef));
  }
  return all;
}

const reached = (candidate: TransitionDef, next: AnyMachineSnapshot) => {
  const targets = candidate.target ?? [];
  const nodes = activeNodes(next);
  return targets.length === 0 || targets.every((target) => nodes.includes(target));
};

/** The states and transitions of `machine` that `paths` visit, step by step. */
export function measureCoverage(machine: AnyStateMachine, paths: readonly PathLike[]): Coverage {
  const transitions = allTransitions(machine);
  const coveredTransitions = new Set<string>();
  const coveredStates = new Set<string>();

  for (const path of paths) {
    path.steps.forEach((step, i) => {
      const nodes = activeNodes(step.state);
      nodes.forEach((node) => coveredStates.add(node.id));
      // An eventless transition is taken when its target is entered.
      for (const [key, candidate] of transitions) {
        if (key.includes('--always[') && candidate.target?.some((t) => nodes.includes(t))) coveredTransitions.add(key);
      }
      const previous = i > 0 ? path.steps[i - 1]?.state : undefined;
      if (!previous) return;
      const handler = [...activeNodes(previous)].reverse().find((node) => node.transitions.has(step.event.type));
      const candidates = (handler?.transitions.get(step.event.type) ?? []) as TransitionDef[];
      // Candidates that end where this step is (several when they have no target): the machine says
      // which one its guards chose.
      const reaching = candidates.filter((candidate) => reached(candidate, step.state));
      const chosen = reaching.length > 1 ? (machine.getTransitionData(previous, step.event)[0] as TransitionDef | undefined) : reaching[0];
      const taken = chosen ? candidates.indexOf(chosen) : -1;
      if (handler && taken >= 0) coveredTransitions.add(keyOf(handler, step.event.type, taken));
    });
  }

  const stateIds = getStateNodes(machine.root).map((node) => node.id);
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

/** The ids of the machine's state nodes that no path ends in. */
export function statesNotReached(machine: AnyStateMachine, paths: readonly EndsIn[]): string[] {
  const reached = new Set(paths.flatMap((path) => activeNodes(path.state).map((node) => node.id)));
  return getStateNodes(machine.root)
    .map((node) => node.id)
    .filter((id) => !reached.has(id));
}

/** One line: "auth: states 8/8 (100%), transitions 13/13 (100%)". */
export function formatCoverage({ machine, states, transitions }: Coverage): string {
  const pct = (c: number, t: number) => (t === 0 ? 100 : Math.round((c / t) * 1000) / 10);
  return `${machine}: states ${states.covered}/${states.total} (${pct(states.covered, states.total)}%), transitions ${transitions.covered}/${transitions.total} (${pct(transitions.covered, transitions.total)}%)`;
}
