/** Pieces every page of the module draws: the kit's waiting line, and a failure with its actions. */
import type { ReactNode } from 'react';
import { ProblemAlert, WaitingLine } from '../../../src/views/kit/LoadState.tsx';

export const Waiting = WaitingLine;

export function Problem({ title, code, children }: { title: string; code: string | null; children?: ReactNode }) {
  return (
    <ProblemAlert module="learningGuides" title={title} code={code}>
      {children}
    </ProblemAlert>
  );
}
