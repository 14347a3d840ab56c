/** The module switches as the services-status contract writes them (openapi/services-status.yaml). */
import type { components } from '../../../openapi/generated/services-status.ts';

/** A module with its switch and its last change (admins' list). */
export type ModuleSwitch = components['schemas']['ModuleSwitch'];
/** A module as stored after a switch. */
export type ServiceStatus = components['schemas']['ServiceStatus'];
/** One open or close of a module's history. */
export type SwitchChange = components['schemas']['SwitchChange'];
/** What a switch sends. */
export type SwitchBody = components['schemas']['ServiceStatusUpdate'];
