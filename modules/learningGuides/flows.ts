/** The composition root of the learning guides module: its charts with the effects the shell's clients give. */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { createLearningGuidesActors } from './actors.ts';
import { guideEditorMachine } from './machines/guideEditor.machine.ts';
import { guideRatingsMachine } from './machines/guideRatings.machine.ts';
import { guidesListMachine } from './machines/guidesList.machine.ts';

export interface LearningGuidesFlows {
  guidesList: typeof guidesListMachine;
  guideEditor: typeof guideEditorMachine;
  guideRatings: typeof guideRatingsMachine;
}

export function createLearningGuidesFlows(host: ModuleHost): LearningGuidesFlows {
  const actors = createLearningGuidesActors(host.api);
  return {
    guidesList: guidesListMachine.provide({ actors: { loadGuides: actors.loadGuides } }),
    guideEditor: guideEditorMachine.provide({ actors: { loadGuide: actors.loadGuide, saveGuide: actors.saveGuide } }),
    guideRatings: guideRatingsMachine.provide({ actors: { loadRatings: actors.loadRatings } }),
  };
}
