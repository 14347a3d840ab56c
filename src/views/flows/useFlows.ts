/**
 * The portal's long-lived flows, for a component mounted anywhere under the router (the header's
 * notifications button, the modals of the protected area): they come from the router's context, the
 * same `flows` every route reads, so such a component needs no props.
 */
import { useRouteContext } from '@tanstack/react-router';
import type { Flows } from '../../app/flows.ts';

export function useFlows(): Flows {
  return useRouteContext({ from: '__root__', select: (context) => context.flows });
}
