/**
 * The side effect of the commune options: loading the communes of one region, built from a plain
 * function the composition root fills with the geography client
 * (GET {api}/node-giv/{regionCode}/commune, whose single geography's `childGeographies` it answers).
 */
import { fromPromise } from 'xstate';

/** A commune as the geography service describes it (5-digit CUT code and name). */
export interface CommuneOption {
  code: string;
  name: string;
}

export interface LoadCommunesInput {
  /** 2-digit CUT region code. */
  region: string;
}

/** The communes of a region, sorted as the service sorts them; throws when the call fails. */
export type LoadCommunesPort = (region: string, signal: AbortSignal) => Promise<readonly CommuneOption[]>;

/** The `loadCommunes` actor for `communeOptionsMachine.provide({ actors })`. */
export function createLoadCommunes(load: LoadCommunesPort) {
  return fromPromise<readonly CommuneOption[], LoadCommunesInput>(({ input, signal }) => load(input.region, signal));
}
