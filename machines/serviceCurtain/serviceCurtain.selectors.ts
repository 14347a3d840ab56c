import type { SnapshotFrom } from 'xstate';
import type { serviceCurtainMachine } from './serviceCurtain.machine.ts';
import { decideCurtain, type CurtainDecision, type ServiceStatus } from './serviceCurtain.modules.ts';

type ServiceCurtainSnapshot = SnapshotFrom<typeof serviceCurtainMachine>;

const NO_CURTAIN: CurtainDecision = { kind: 'none' };

/** True until the first answer of a check (or while a check or a retry is under way). */
export const selectIsCheckingServices = (snapshot: ServiceCurtainSnapshot): boolean =>
  snapshot.matches('idle') || snapshot.matches('checking');

/** The curtain to draw over the current path; the decided one stays up while a retry waits. */
export function selectCurtain(snapshot: ServiceCurtainSnapshot): CurtainDecision {
  if (snapshot.matches('moduleClosed') || snapshot.matches('severalClosed') || snapshot.matches('allClosed') || snapshot.matches('waitingToRetry')) {
    return decideCurtain(snapshot.context.modules, snapshot.context.path);
  }
  return NO_CURTAIN;
}

/** The modules of the last successful check (empty before one): released and active flags, names. */
export const selectServiceModules = (snapshot: ServiceCurtainSnapshot): readonly ServiceStatus[] => snapshot.context.modules;

/** Every service is closed: the login screen hides its form, the protected area logs out. */
export const selectEveryServiceClosed = (snapshot: ServiceCurtainSnapshot): boolean => snapshot.matches('allClosed');

export const selectIsWaitingToRetry = (snapshot: ServiceCurtainSnapshot): boolean => snapshot.matches('waitingToRetry');

export const selectCanRetry = (snapshot: ServiceCurtainSnapshot): boolean => snapshot.can({ type: 'curtain.retry' });

/** The error code of a failed check, shown as a warning; null otherwise. */
export const selectCheckError = (snapshot: ServiceCurtainSnapshot): string | null =>
  snapshot.matches('checkFailed') ? snapshot.context.fetchError : null;
