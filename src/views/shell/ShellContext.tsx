/**
 * The shell actor for the pages inside the protected area: a page that loads an entity tells the
 * breadcrumb its name (`useBreadcrumbName('10234', 'Pedido 10234')`), and pages may read the shell's
 * facts (publish history) with the shell's selectors.
 */
import { createContext, useContext, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { shellMachine } from '../../../machines/shell/shell.machine.ts';

export type ShellActor = ActorRefFrom<typeof shellMachine>;

export const ShellActorContext = createContext<ShellActor | null>(null);

/** The shell of the protected area; throws outside it (a page there always has one). */
export function useShellActor(): ShellActor {
  const shell = useContext(ShellActorContext);
  if (!shell) throw new Error('useShellActor is used outside the protected area');
  return shell;
}

/** Replaces the id `segment` in the breadcrumb with `name` once the page knows it (null: not yet). */
export function useBreadcrumbName(segment: string, name: string | null | undefined): void {
  const shell = useShellActor();
  useEffect(() => {
    if (name) shell.send({ type: 'breadcrumb.nameResolved', segment, name });
  }, [shell, segment, name]);
}
