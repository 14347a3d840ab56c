/**
 * The three files a sub-application publishes beside its code, as the shell and the server read
 * them. A module is a folder of modules/ holding routes.json, permissions.json and entry.tsx; the
 * build writes manifest.json for it (the entry's chunk). The shell fetches all three uncached when
 * the path enters the module, so a module's routes or permissions can change without a new shell;
 * the server and the menu read the permissions through the generated registry
 * (shared/modules/registry.generated.ts, written by `npm run generate`).
 */
import { z } from 'zod';
import { ROLES } from '../access/roles.ts';

/** A module's own path segment: lower-case words joined by hyphens (orders, catalog-approval). */
const prefixSchema = z.string().regex(/^[a-z][a-z0-9-]*$/);

/**
 * A route of the module: a path under its prefix; `$name` marks an id segment. Segments after the
 * prefix may be camelCase, as the product's own addresses are (invoice/reportError).
 */
const modulePathSchema = z.string().regex(/^\/[a-z][a-z0-9-]*(\/([a-z][a-zA-Z0-9-]*|\$[a-zA-Z]+))*$/);

const titleSchema = z.object({ 'es-CL': z.string().min(1), en: z.string().min(1) }).strict();

export const moduleRoutesSchema = z
  .object({
    prefix: prefixSchema,
    routes: z
      .array(
        z
          .object({
            path: modulePathSchema,
            /** The breadcrumb's text for a route with a title of its own. */
            title: titleSchema.optional(),
            /** What an id segment names (the module announces the name once it has it). */
            entity: z.string().min(1).optional(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict()
  .superRefine((routes, context) => {
    routes.routes.forEach((route, index) => {
      if (route.path !== `/${routes.prefix}` && !route.path.startsWith(`/${routes.prefix}/`)) {
        context.addIssue({ code: 'custom', path: ['routes', index, 'path'], message: `a route of the module must be under /${routes.prefix}` });
      }
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
    operations: z.record(z.string().regex(/^[a-zA-Z]+$/), operationRuleSchema),
  })
  .strict();

export type ModulePermissions = z.infer<typeof modulePermissionsSchema>;

/** What the build writes for a module: the URL of its entry chunk, and the CSS files it needs. */
export const moduleManifestSchema = z
  .object({
    entry: z.string().regex(/^\/[^\s]*$/),
    css: z.array(z.string().regex(/^\/[^\s]*$/)),
  })
  .strict();

export type ModuleManifest = z.infer<typeof moduleManifestSchema>;
