/**
 * The machines the flow viewer lists, found in the modules of machines/ themselves (the viewer's
 * entry hands over `import.meta.glob('…/machines/**\/*.machine.ts', { eager: true })`): a new machine
 * appears without an edit here.
 */
import { StateMachine, type AnyStateMachine } from 'xstate';

/** Every state machine the modules export, once each (by id), sorted by id. */
export function machinesIn(modules: Record<string, Record<string, unknown>>): AnyStateMachine[] {
  const found = new Map<string, AnyStateMachine>();
  for (const exported of Object.values(modules)) {
    for (const value of Object.values(exported)) {
      if (value instanceof StateMachine && !found.has(value.id)) found.set(value.id, value);
    }
  }
  return [...found.values()].sort((a, b) => a.id.localeCompare(b.id));
}
