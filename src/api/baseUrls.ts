/**
 * Base URL of each backend service ({auth}, {api}, {documents}, {sellers}, {metrics}, {import},
 * {base}). Empty means this origin, where `npm start` serves every service.
 */
export interface ServiceBaseUrls {
  auth: string;
  api: string;
  documents: string;
  sellers: string;
  metrics: string;
  import: string;
  base: string;
  servicesStatus: string;
}

type Env = Record<string, string | boolean | undefined>;

export function readServiceBaseUrls(env: Env): ServiceBaseUrls {
  const url = (key: string) => {
    const value = env[key];
    return typeof value === 'string' ? value.replace(/\/+$/, '') : '';
  };
  return {
    auth: url('VITE_AUTH_URL'),
    api: url('VITE_API_URL'),
    documents: url('VITE_DOCUMENTS_URL'),
    sellers: url('VITE_SELLERS_URL'),
    metrics: url('VITE_METRICS_URL'),
    import: url('VITE_IMPORT_URL'),
    base: url('VITE_BASE_URL'),
    servicesStatus: url('VITE_SERVICES_STATUS_URL'),
  };
}

/** Every service left empty is served by `origin` (by default, the portal's own server). */
export function withDefaultOrigin(baseUrls: ServiceBaseUrls, origin: string): ServiceBaseUrls {
  const filled = { ...baseUrls };
  for (const service of Object.keys(filled) as (keyof ServiceBaseUrls)[]) filled[service] ||= origin;
  return filled;
}
