import type { FastifyInstance } from 'fastify';

/** The one large request: an application with its proof file (openapi/onboarding.yaml, 413 above). */
export const REGISTER_FORM_BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * Raises the body limit of POST /web-hooks/register-form only (every other route keeps the server's
 * default). Call before the routes are registered: it sets the limit as each route is added.
 */
export function installRegisterFormBodyLimit(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url === '/web-hooks/register-form' && methods.includes('POST')) route.bodyLimit = REGISTER_FORM_BODY_LIMIT_BYTES;
  });
}
