/**
 * Where the learning guide is offered and which guide a page asks for. The guide covers the sections
 * a seller works in every day (reports, finance, products, orders, stock); the metrics pages of
 * reports have a guide of their own, so their button reads differently and opens that one.
 */
import type { components } from '../../openapi/generated/learning-guide.ts';

/** A guide's section, as the learning-guide contract names it. */
export type GuideModule = components['schemas']['Module'];

/** The first path segments whose pages offer the guide. */
export const LEARNING_GUIDE_SECTIONS = ['reports', 'finance', 'pim', 'orders', 'stock'] as const;

const offeredIn = (segment: string | undefined): segment is (typeof LEARNING_GUIDE_SECTIONS)[number] =>
  (LEARNING_GUIDE_SECTIONS as readonly string[]).includes(segment ?? '');

/**
 * The guide a path asks for: the second segment when it is `metrics`, otherwise the first; null on
 * every page that does not offer the guide.
 */
export function learningGuideTopic(path: string): GuideModule | null {
  const [first, second] = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (!offeredIn(first)) return null;
  return second === 'metrics' ? 'metrics' : first;
}
