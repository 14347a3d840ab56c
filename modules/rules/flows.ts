/** The composition root of the rules module: its chart with the effects the shell's clients give. */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { createRulesActors } from './actors.ts';
import { rulesPageMachine } from './machines/rulesPage.machine.ts';

export interface RulesFlows {
  rulesPage: typeof rulesPageMachine;
}

export function createRulesFlows(host: ModuleHost): RulesFlows {
  return { rulesPage: rulesPageMachine.provide({ actors: createRulesActors(host.api) }) };
}
