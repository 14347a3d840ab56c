/**
 * The composition root of the Módulos module: its chart with the effects provided from what the
 * shell lends (the typed services-status client). Views receive the provided logic and never see a
 * client.
 */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { createModuleSwitchesActors } from './actors.ts';
import { moduleSwitchesMachine } from './machines/moduleSwitches.machine.ts';

export const createModuleSwitchesFlow = (host: ModuleHost): typeof moduleSwitchesMachine =>
  moduleSwitchesMachine.provide({ actors: createModuleSwitchesActors(host.api) });
