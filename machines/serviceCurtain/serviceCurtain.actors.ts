/**
 * The real side effect of the service curtain, written against a one-function port so the machine
 * folder never sees the HTTP client: the composition root adapts the typed client to it.
 */
import { fromPromise } from 'xstate';
import type { ServiceStatus } from './serviceCurtain.modules.ts';

export interface ServiceStatusPort {
  /** GET /services-status; rejects with an ApiError on any failure. */
  listServiceStatus(): Promise<ServiceStatus[]>;
}

export function createServiceCurtainActors(port: ServiceStatusPort) {
  return {
    fetchServiceStatus: fromPromise<ServiceStatus[]>(() => port.listServiceStatus()),
  };
}
