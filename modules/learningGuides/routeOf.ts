import { GUIDE_MODULES, type GuideModule } from './machines/guides.types.ts';

/** Which page of the module a path is: the list, a guide's editor, its ratings, or none. */
export type LearningGuidesRoute = { page: 'list' } | { page: 'editor'; module: GuideModule } | { page: 'ratings'; module: GuideModule } | { page: 'notFound' };

export function routeOf(path: string): LearningGuidesRoute {
  if (/^\/learning-guides\/?$/.test(path)) return { page: 'list' };
  const match = /^\/learning-guides\/([a-z]+)(\/ratings)?\/?$/.exec(path);
  const module = GUIDE_MODULES.find((candidate) => candidate === match?.[1]);
  if (!match || !module) return { page: 'notFound' };
  return match[2] ? { page: 'ratings', module } : { page: 'editor', module };
}
