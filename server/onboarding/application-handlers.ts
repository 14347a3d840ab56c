import type { AppContext } from '../app-context.ts';
import type { OperationHandlers } from '../openapi/operations.ts';
import { submitApplication } from './submit-application.ts';

/** Handler of POST /web-hooks/register-form (openapi/onboarding.yaml). */
export function createOnboardingApplicationHandlers(context: AppContext): Required<Pick<OperationHandlers, 'submitSellerApplication'>> {
  return {
    submitSellerApplication: async ({ body, request }) =>
      submitApplication(context, {
        // Present and a UUID: the contract's header schema was checked before the handler runs.
        idempotencyKey: String(request.headers['idempotency-key']).toLowerCase(),
        body,
        address: request.ip,
      }),
  };
}
