/**
 * The three files a sub-application publishes beside its code, as the shell and the server read
 * them. A module is a folder of modules/ holding routes.json (its manifest: key, names, menu entries,
 * routes), permissions.json and entry.tsx; the build writes manifest.json for it (the entry's chunk). The shell fetches all three uncached when
 * the path enters the module, so a module's routes or permissions can change without a new shell;
 * the server and the menu read the permissions through the generated registry
 * (shared/modules/registry.generated.ts, written by `npm run generate`).
 */
import { z } from 'zod';
import { ROLES } from '../access/roles.ts';
import { MENU_GROUPS } from './menuGroups.ts';

/** A module's key: its own path segment, lower-case words joined by hyphens (orders, learning-guides). */
const keySchema = z.string().regex(/^[a-z][a-z0-9-]*$/);

/**
 * A route of the module: a path under its key; `$name` marks a parameter segment. Segments after
 * the key may be camelCase, as the product's own addresses are (invoice/reportError).
 */
const modulePathSchema = z.string().regex(/^\/[a-z][a-z0-9-]*(\/([a-z][a-zA-Z0-9-]*|\$[a-zA-Z]+))*$/);

const titleSchema = z.object({ 'es-CL': z.string().min(1), en: z.string().min(1) }).strict();

/** How a `$name` segment is read (shared/modules/routeParams.ts). */
const paramKindSchema = z.union([
  z.literal('positiveInt32'),
  z.literal('uuid'),
  z.object({ oneOf: z.array(z.string().regex(/^[a-z]+$/)).min(1) }).strict(),
]);


const menuEntrySchema = z
  .object({
    /** Stable id; its label is the shell catalog's `menu.<id>`. */
    id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/),
    /** The page it opens; who sees it is who may open that path (the permissions file). */
    path: modulePathSchema,
    /** Where it sits among every entry of the menu, the portal's own included (smaller first). */
    order: z.number().int().positive(),
    group: z.enum(MENU_GROUPS).optional(),
    /** Icon key the menu maps to an inline SVG; the id when not given. */
    icon: z.string().regex(/^[a-z][a-zA-Z0-9]*$/).optional(),
    /** A module offered as new: its click offers the new Seller Center in a new window (the shell's modal). */
    isNew: z.literal(true).optional(),
  })
  .strict();

const routeSchema = z
  .object({
    path: modulePathSchema,
    /** The breadcrumb's text for a route with a title of its own. */
    title: titleSchema.optional(),
    /** What the last segment (a parameter) names: the breadcrumb shows the name the module announces for it. */
    entity: z.string().regex(/^[a-z][a-zA-Z]*$/).optional(),
    /** The kind of every `$name` of the path. */
    params: z.record(z.string().regex(/^[a-zA-Z]+$/), paramKindSchema).optional(),
    /** The route answers every path under it too. */
    andBelow: z.literal(true).optional(),
  })
  .strict();

/**
 * A module's manifest, its routes.json: the one place that says what the module is called (its
 * key, in every layer: path segment, services-status switch, registry), whether its screens are
 * released, its menu entries, its routes and which file holds its permissions. The registry
 * generator validates it at build time and the shell again when it fetches it.
 */
export const moduleRoutesSchema = z
  .object({
    key: keySchema,
    /** What people call the module (the switches' list shows the Spanish one). */
    names: titleSchema,
    /** Whether this build has the module's screens; an unreleased one shows "not available yet". */
    released: z.boolean(),
    /** The module's permissions file, beside this one. */
    permissions: z.literal('permissions.json'),
    /** The first entry is the module's home: where its "not found" leads, named as the menu names it. */
    menu: z.array(menuEntrySchema).min(1),
    routes: z.array(routeSchema).min(1),
  })
  .strict()
  .superRefine((manifest, context) => {
    const under = (path: string) => path === `/${manifest.key}` || path.startsWith(`/${manifest.key}/`);
    manifest.menu.forEach((entry, index) => {
      if (!under(entry.path)) context.addIssue({ code: 'custom', path: ['menu', index, 'path'], message: `a menu entry of the module must open a path under /${manifest.key}` });
    });
    const seen = new Set<string>();
    manifest.routes.forEach((route, index) => {
      const at = (...rest: (string | number)[]) => ['routes', index, ...rest];
      if (!under(route.path)) context.addIssue({ code: 'custom', path: at('path'), message: `a route of the module must be under /${manifest.key}` });
      if (seen.has(route.path)) context.addIssue({ code: 'custom', path: at('path'), message: `${route.path} is declared twice` });
      seen.add(route.path);
      const segments = route.path.split('/').slice(1);
      const named = segments.filter((segment) => segment.startsWith('$')).map((segment) => segment.slice(1));
      const declared = Object.keys(route.params ?? {});
      for (const name of named) if (!declared.includes(name)) context.addIssue({ code: 'custom', path: at('params'), message: `$${name} has no kind in params` });
      for (const name of declared) if (!named.includes(name)) context.addIssue({ code: 'custom', path: at('params', name), message: `${name} is no segment of ${route.path}` });
      if (route.entity && !segments.at(-1)?.startsWith('$')) context.addIssue({ code: 'custom', path: at('entity'), message: 'an entity names the last segment, which must be a parameter' });
    });
  });

export type ModuleRoutes = z.infer<typeof moduleRoutesSchema>;

/** Who may open a route: roles, and 'integratedSeller' for sellers loading products through an integration. */
const accessListSchema = z.enum([...ROLES, 'integratedSeller']);

const operationRuleSchema = z.union([z.literal('any-signed-in'), modulePathSchema, z.array(z.enum(ROLES)).min(1)]);

export const modulePermissionsSchema = z
  .object({
    routes: z
      .array(
        z
          .object({
            path: modulePathSchema,
            lists: z.array(accessListSchema),
            collectorsOnly: z.literal(true).optional(),
            publishHistoryOnly: z.literal(true).optional(),
          })
          .strict(),
      )
      .min(1),
    /** Every operation of the module's contract and who may call it (see shared/access/operationRoutes.ts). */
    operations: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/), operationRuleSchema),
  })
  .strict();

export type ModulePermissions = z.infer<typeof modulePermissionsSchema>;

const sitePath = z.string().regex(/^\/[^\s]*$/);

/**
 * What the build writes for a module: the URL of its entry chunk, the CSS files it needs and, when
 * the entry loads its words by locale, each locale's catalog chunks, so the shell fetches them beside
 * the entry instead of after it.
 */
export const moduleManifestSchema = z
  .object({
    entry: sitePath,
    css: z.array(sitePath),
    catalogs: z.object({ 'es-CL': z.array(sitePath).optional(), en: z.array(sitePath).optional() }).strict().optional(),
  })
  .strict();

export type ModuleManifest = z.infer<typeof moduleManifestSchema>;
