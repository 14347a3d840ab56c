/**
 * The sub-applications of the portal: every folder of modules/ with an entry.tsx, its manifest
 * (routes.json) and permissions validated. Read by the registry generator and by the build
 * (scripts/modules/vitePlugin.ts), so a module is added by adding its folder (and running
 * `npm run generate`, which the tests check was done); a malformed manifest fails both.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { modulePermissionsSchema, moduleRoutesSchema, type ModulePermissions, type ModuleRoutes } from '../../shared/modules/moduleFiles.ts';

export interface ModuleFolder {
  /** The folder's name, e.g. learningGuides (where the code is; the module's name is its manifest's key). */
  name: string;
  /** Absolute path of the folder. */
  dir: string;
  /** Absolute path of its entry. */
  entry: string;
  /** The module's manifest (routes.json). */
  routes: ModuleRoutes;
  permissions: ModulePermissions;
}

/** Whether a permissions route rules `path` (the path itself or one under it). */
const ruledBy = (permissions: ModulePermissions, path: string): boolean =>
  permissions.routes.some((route) => path === route.path || path.startsWith(`${route.path}/`));

/**
 * What one file cannot say alone: a menu entry opens a path the module's permissions rule, and keys,
 * menu ids and menu positions are each used once among the modules.
 */
export function checkModuleFolders(folders: readonly ModuleFolder[]): void {
  const once = (what: string, values: readonly (string | number)[]) => {
    const twice = values.filter((value, index) => values.indexOf(value) !== index);
    if (twice.length > 0) throw new Error(`modules/*/routes.json: ${what} used twice: ${twice.join(', ')}`);
  };
  for (const folder of folders) {
    for (const entry of folder.routes.menu) {
      if (!ruledBy(folder.permissions, entry.path)) throw new Error(`modules/${folder.name}/routes.json: the menu entry ${entry.id} opens ${entry.path}, which permissions.json does not rule`);
    }
  }
  once('key', folders.map((folder) => folder.routes.key));
  once('menu id', folders.flatMap((folder) => folder.routes.menu.map((entry) => entry.id)));
  once('menu order', folders.flatMap((folder) => folder.routes.menu.map((entry) => entry.order)));
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every module folder under `modulesDir`, by name; throws naming the file when one is malformed. */
export function readModuleFolders(modulesDir: string): ModuleFolder[] {
  if (!existsSync(modulesDir)) return [];
  const folders = readdirSync(modulesDir, { withFileTypes: true })
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
  checkModuleFolders(folders);
  return folders;
}
