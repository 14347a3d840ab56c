/**
 * Names for the events a model test feeds its machine. Traversal hands back event objects; the test
 * needs to know which fixture (or scripted answer) each one is, to perform it and to name the path.
 */
import type { EventObject } from 'xstate';

/** Looks events up among named fixtures. */
export interface EventNames<TName extends string> {
  /** The name of the fixture equal to `event`, or undefined for any other event (the start of a path). */
  find: (event: EventObject) => TName | undefined;
  /** The name of the fixture equal to `event`; throws for any other event. */
  get: (event: EventObject) => TName;
}

/**
 * Names events by the fixture they are equal to. Two events are equal when `keyOf` gives the same
 * key (by default their JSON: type and payload, outputs of invented done events included).
 */
export function eventNames<TName extends string>(
  fixtures: Readonly<Record<TName, EventObject>>,
  keyOf: (event: EventObject) => string = (event) => JSON.stringify(event),
): EventNames<TName> {
  const byKey = new Map<string, TName>();
  for (const [name, event] of Object.entries(fixtures) as [TName, EventObject][]) {
    if (!byKey.has(keyOf(event))) byKey.set(keyOf(event), name);
  }
  const find = (event: EventObject) => byKey.get(keyOf(event));
  const get = (event: EventObject) => {
    const name = find(event);
    if (!name) throw new Error(`No fixture for ${keyOf(event)}`);
    return name;
  };
  return { find, get };
}
