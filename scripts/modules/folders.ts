/**
 * The sub-applications of the portal: every folder of modules/ with an entry.tsx. Read by the
 * registry generator and by the build (scripts/modules/vitePlugin.ts), so a module is added by
 * adding its folder (and running `npm run generate`, which the tests check was done).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { modulePermissionsSchema, moduleRoutesSchema, type ModulePermissions, type ModuleRoutes } from '../../shared/modules/moduleFiles.ts';

export interface ModuleFolder {
  /** The folder's name, e.g. orders. */
  name: string;
  /** Absolute path of the folder. */
  dir: string;
  /** Absolute path of its entry. */
  entry: string;
  routes: ModuleRoutes;
  permissions: ModulePermissions;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every module folder under `modulesDir`, by name; throws naming the file when one is malformed. */
export function readModuleFolders(modulesDir: string): ModuleFolder[] {
  if (!existsSync(modulesDir)) return [];
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(modulesDir, entry.name, 'entry.tsx')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const dir = path.join(modulesDir, name);
      const parse = <T>(file: string, schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: Error } }): T => {
        const result = schema.safeParse(readJson(path.join(dir, file)));
        if (!result.success) throw new Error(`modules/${name}/${file}: ${result.error.message}`);
        return result.data;
      };
      return {
        name,
        dir,
        entry: path.join(dir, 'entry.tsx'),
        routes: parse(`routes.json`, moduleRoutesSchema),
        permissions: parse(`permissions.json`, modulePermissionsSchema),
      };
    });
}
