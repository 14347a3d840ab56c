/**
 * Fetches a sub-application's three files (asset manifest, routes, permissions) from the portal's
 * origin, uncached: a module deployed again is mounted as it now is, never from a stale copy.
 * A file that does not answer, or answers something that is not a module file, fails the load.
 */
import type { z } from 'zod';
import { ApiError } from '../../shared/api-error.ts';
import { moduleManifestSchema, modulePermissionsSchema, moduleRoutesSchema } from '../../shared/modules/moduleFiles.ts';
import type { ModuleFiles } from '../../machines/moduleLoader/moduleLoader.machine.ts';
import { guardedFetch } from './clients.ts';

const invalid = (file: string) => new ApiError({ statusCode: 200, code: 'MODULE_FILE_INVALID', message: `${file} is not a module file` });

export function createModuleFilesFetcher(origin: string, timeoutMs?: number): (name: string) => Promise<ModuleFiles> {
  const fetch = guardedFetch(timeoutMs);
  const read = async <Schema extends z.ZodType>(name: string, file: string, schema: Schema): Promise<z.infer<Schema>> => {
    const response = await fetch(new Request(`${origin}/modules/${encodeURIComponent(name)}/${file}`, { cache: 'no-store' }));
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw ApiError.fromBody(body, response.status);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw invalid(file);
    return parsed.data;
  };
  return async (name) => {
    const [manifest, routes, permissions] = await Promise.all([
      read(name, 'manifest.json', moduleManifestSchema),
      read(name, 'routes.json', moduleRoutesSchema),
      read(name, 'permissions.json', modulePermissionsSchema),
    ]);
    return { manifest, routes, permissions };
  };
}
