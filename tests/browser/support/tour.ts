/**
 * Helpers of the tour guide's browser tests (tests/browser/sellerAids.test.ts): re-arming the
 * automatic start on the server, moving the focus with Tab as a keyboard user does, and reading how
 * the tour's parts move (their computed transition and animation durations, and the animations
 * running on them).
 */
import type { Locator, Page } from 'playwright-core';
import { api, type DemoSession } from './portal.ts';

/**
 * Records the seller's tour as not finished (tourGuideStatus 0, which re-arms the automatic start),
 * so a browser without the stored flag gets it by itself again whatever ran before.
 */
export async function rearmTour(baseUrl: string, session: DemoSession): Promise<void> {
  const sellerId = session.jwtPayload.seller_id;
  if (sellerId === null) throw new Error(`${session.jwtPayload.email} is not a seller`);
  await api(baseUrl, session.accessToken, 'POST', '/sellers/tourguide-status', { sellerId, tourGuideStatus: 0, createdAt: new Date().toISOString() });
}

/** The tour guide's status the server has for the seller (1: finished). */
export async function tourStatus(baseUrl: string, session: DemoSession): Promise<number> {
  const configuration = await api<{ tourGuideStatus: number }>(baseUrl, session.accessToken, 'GET', `/sellers/seller-configuration/${session.jwtPayload.seller_id}`);
  return configuration.tourGuideStatus;
}

/** Whether the element is the one with the focus. */
export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (at most `maxPresses` times) until `target` has the focus, as a keyboard user reaches
 * a button; throws when it never gets there (the focus is trapped elsewhere or the button is not
 * focusable).
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 12): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`Tab never reached the element after ${maxPresses} presses; the focus is on ${focused}`);
}

/** The tour's parts (Ark UI's Tour anatomy, data-scope="tour"). */
export type TourPart = 'backdrop' | 'spotlight' | 'positioner' | 'content';

export interface PartMotion {
  /** Whether the part is rendered and shown. */
  shown: boolean;
  /** The longest computed transition duration (the list of durations, each parsed), in ms. */
  transitionMs: number;
  /** The longest computed animation duration, in ms. */
  animationMs: number;
  /** The CSS transitions and animations running or pending on the part itself now. */
  running: number;
}

/**
 * How each of the tour's parts moves, read from the computed style as the browser resolves it (so
 * `_motionSafe` / `_motionReduce` conditions are applied for the emulated media).
 */
export function tourMotion(page: Page): Promise<Record<TourPart, PartMotion>> {
  return page.evaluate(() => {
    const toMs = (list: string) =>
      Math.max(
        0,
        ...list.split(',').map((value) => {
          const text = value.trim();
          const number = Number.parseFloat(text);
          if (Number.isNaN(number)) return 0;
          return text.endsWith('ms') ? number : number * 1000;
        }),
      );
    const parts = ['backdrop', 'spotlight', 'positioner', 'content'] as const;
    const animations = document.getAnimations();
    const entries = parts.map((part) => {
      const element = document.querySelector<HTMLElement>(`[data-scope="tour"][data-part="${part}"]`);
      if (element === null) return [part, { shown: false, transitionMs: 0, animationMs: 0, running: 0 }] as const;
      const style = getComputedStyle(element);
      // The part's own movement and fade: a button inside that changes colour under the pointer
      // (the step moved under it) is no motion of the tour's.
      const running = animations.filter((animation) => (animation.effect as KeyframeEffect | null)?.target === element).length;
      return [
        part,
        {
          shown: element.checkVisibility(),
          transitionMs: toMs(style.transitionDuration),
          animationMs: toMs(style.animationDuration),
          running,
        },
      ] as const;
    });
    return Object.fromEntries(entries) as Record<(typeof parts)[number], { shown: boolean; transitionMs: number; animationMs: number; running: number }>;
  });
}
