/**
 * The real import-start call, written against a one-function port (the shape of an openapi-fetch
 * result) so this folder never sees the HTTP client.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { ImportRequest, StartImportOutput } from './centryImport.machine.ts';

export interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

export interface CentryImportPort {
  /** GET {import}/import-start?seller_id=&code= */
  startImport(request: { sellerId: number; code: string }): Promise<CallResult<{ id: string }>>;
}

export function createCentryImportActors(port: CentryImportPort) {
  return {
    startImport: fromPromise<StartImportOutput, ImportRequest>(async ({ input }) => {
      const code = input.code?.trim() ?? '';
      if (input.sellerId === null || code === '') {
        throw new ApiError({ statusCode: 400, code: 'MISSING_IMPORT_CODE', message: 'There is no seller or no authorisation code to import with' });
      }
      const result = await port.startImport({ sellerId: input.sellerId, code });
      // 409 IMPORT_ALREADY_RUNNING: an expected answer, not a failure of this import.
      if (result.response.status === 409) return { outcome: 'alreadyRunning' };
      if (!result.response.ok || !result.data) throw ApiError.fromBody(result.error, result.response.status);
      return { outcome: 'started', jobId: result.data.id };
    }),
  };
}
