/** What a level's page shows of its head, as pure functions of the chart's snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { levelHeadMachine } from './levelHead.machine.ts';
import type { StockLevel } from './stock.types.ts';

type HeadSnapshot = SnapshotFrom<typeof levelHeadMachine>;

export type LevelScreen = 'loading' | 'shown' | 'notFound' | 'failed';

export const selectLevelScreen = (snapshot: HeadSnapshot): LevelScreen =>
  snapshot.matches('shown') ? 'shown' : snapshot.matches('notFound') ? 'notFound' : snapshot.matches('failed') ? 'failed' : 'loading';
export const selectLevel = (snapshot: HeadSnapshot): StockLevel | null => snapshot.context.level;
export const selectLevelProblem = (snapshot: HeadSnapshot): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);
