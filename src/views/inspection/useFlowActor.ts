/**
 * The actors a view starts for itself (a form, the wizard, a report frame) get the app's inspection
 * observer when one is attached (development), so the flow viewer and the Stately inspector follow
 * route-local flows as they follow the long-lived ones. Without an observer this is `useActorRef`.
 */
import { createContext, useContext } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic, InspectionEvent, Observer } from 'xstate';

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/** The observer every actor of the app reports to; provided by the app's providers, absent in production. */
export const InspectionContext = createContext<Inspect | undefined>(undefined);

/** `useActorRef` with the app's inspection observer. */
export function useFlowActor<TLogic extends AnyActorLogic>(logic: TLogic, options: ActorOptions<TLogic> = {}): ActorRefFrom<TLogic> {
  const inspect = useContext(InspectionContext);
  // Seen as any logic: useActorRef's conditional rest parameter cannot be satisfied generically; the
  // options are typed against TLogic above.
  const anyLogic: AnyActorLogic = logic;
  return useActorRef(anyLogic, inspect ? { ...options, inspect } : options) as ActorRefFrom<TLogic>;
}
