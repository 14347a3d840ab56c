/**
 * Mounting one sub-application. When the path enters a module's prefix, the shell fetches the
 * module's three files uncached (its asset manifest, routes file and permissions file), imports the
 * entry the manifest names, and mounts it. A failure at any step is logged and shown as the
 * translated curtain with "Reintentar", which starts over: the rest of the portal keeps working.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import type { ModuleManifest, ModulePermissions, ModuleRoutes } from '../../shared/modules/moduleFiles.ts';
import { notProvided } from '../notProvided.ts';

export interface ModuleLoaderInput {
  /** The module's folder name, e.g. orders. */
  name: string;
}

/** The three files of a module, validated. */
export interface ModuleFiles {
  manifest: ModuleManifest;
  routes: ModuleRoutes;
  permissions: ModulePermissions;
}

export interface ModuleLoaderContext {
  name: string;
  files: ModuleFiles | null;
  /** The entry's default export: opaque to the chart (the module's React root, which it never looks into). */
  entry: unknown;
  /** The error code of the last failure (for the log and the inspector), null before any. */
  failure: string | null;
}

export type ModuleLoaderEvent = { type: 'module.retry' };

export const moduleLoaderMachine = setup({
  types: {
    input: {} as ModuleLoaderInput,
    context: {} as ModuleLoaderContext,
    events: {} as ModuleLoaderEvent,
  },
  actors: {
    /** GET /modules/<name>/{manifest,routes,permissions}.json, uncached; throws when one fails or is malformed. */
    fetchFiles: fromPromise<ModuleFiles, { name: string }>(async () => notProvided('fetchFiles')()),
    /** Imports the entry the manifest names (and its CSS); throws when it fails or exports no module. */
    importEntry: fromPromise<unknown, { manifest: ModuleManifest }>(async () => notProvided('importEntry')()),
  },
  actions: {
    /** The spec's rule for a module that fails to load: it is logged. Provided by the composition root. */
    logFailure: (_, _params: { name: string; step: 'files' | 'entry'; code: string }) => {},
    /** Tells the breadcrumb the titles of the module's routes (from its routes file). */
    announceRoutes: (_, _params: { routes: ModuleRoutes }) => {},
  },
}).createMachine({
  id: 'moduleLoader',
  context: ({ input }) => ({ name: input.name, files: null, entry: null, failure: null }),
  initial: 'fetchingFiles',
  states: {
    fetchingFiles: {
      description: 'The three files are fetched uncached, so a module deployed again is mounted as it now is.',
      invoke: {
        id: 'fetchFiles',
        src: 'fetchFiles',
        input: ({ context }) => ({ name: context.name }),
        onDone: {
          target: 'mounting',
          actions: [assign({ files: ({ event }) => event.output }), { type: 'announceRoutes', params: ({ event }) => ({ routes: event.output.routes }) }],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => errorCodeOf(event.error) }),
            { type: 'logFailure', params: ({ context, event }) => ({ name: context.name, step: 'files' as const, code: errorCodeOf(event.error) }) },
          ],
        },
      },
    },
    mounting: {
      description: "The entry's chunk is imported; React and the other shared libraries are the shell's, already loaded.",
      invoke: {
        id: 'importEntry',
        src: 'importEntry',
        input: ({ context }) => ({ manifest: context.files!.manifest }),
        onDone: { target: 'mounted', actions: assign({ entry: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => errorCodeOf(event.error) }),
            { type: 'logFailure', params: ({ context, event }) => ({ name: context.name, step: 'entry' as const, code: errorCodeOf(event.error) }) },
          ],
        },
      },
    },
    mounted: {
      description: 'The module draws its pages for every path under its prefix until the person leaves it.',
    },
    failed: {
      description: 'Logged; the person sees the curtain with "Reintentar", and the menu and the other pages keep working.',
      on: { 'module.retry': { target: 'fetchingFiles', actions: assign({ files: null, entry: null }) } },
    },
  },
});
