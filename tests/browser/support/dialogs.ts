/**
 * What every dialog must be, checked wherever a browser test opens one and by the every-route walk
 * after each page settles: one modal at a time (a level change under the privacy terms was two), and,
 * from 768 px up, a centred box as tall as what it holds. Full screen is for phones only: a dialog once
 * filled a desktop's height, stuck to the top and mostly empty. Drawers are side panels the height of
 * the screen by design, so only the count applies to them; a notification is a box of the size its
 * author chose (data-size="600x400"), so it need not shrink to its text, but it still keeps off the
 * screen's edges.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Below this width a dialog may take the whole screen (the design's md breakpoint). */
const PHONE_BELOW = 768;
/** Slack for sub-pixel rounding between the box drawn and the same box measured at its own height. */
const ROUNDING = 4;

const MODALS = '[role="dialog"][aria-modal="true"]:visible, [role="alertdialog"][aria-modal="true"]:visible';

/** What is wrong with the dialogs open now, one line each: two modals at once, or one drawn taller than its content. */
export async function dialogFaults(page: Page): Promise<string[]> {
  const modals = page.locator(MODALS);
  const count = await modals.count();
  const faults = count > 1 ? [`${count} modal dialogs open at once`] : [];
  for (const modal of await modals.all()) faults.push(...(await sizeFaults(modal)));
  return faults;
}

/**
 * Fails the test when `dialog`, just opened, is not the only modal on screen or, from 768 px up, is
 * drawn taller than its content or as tall as the screen. Waits for its opening to play out first.
 */
export async function expectDialogFits(dialog: Locator, screen: string): Promise<void> {
  await dialog.waitFor();
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  expect(await dialogFaults(dialog.page()), `dialogs on ${screen}`).toEqual([]);
}

/** Fails the test unless `dialog` fills a phone's screen, as the kit's dialogs do below 768 px. */
export async function expectPhoneFullScreen(dialog: Locator, screen: string): Promise<void> {
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const box = await dialog.evaluate((element) => ({ ...element.getBoundingClientRect().toJSON(), viewport: { width: window.innerWidth, height: window.innerHeight } }) as { width: number; height: number; viewport: { width: number; height: number } });
  expect(box.viewport.width, `${screen}: a phone's width`).toBeLessThan(PHONE_BELOW);
  expect(box.width, `${screen}: the phone's whole width`).toBeGreaterThanOrEqual(box.viewport.width - 1);
  expect(box.height, `${screen}: the phone's whole height`).toBeGreaterThanOrEqual(box.viewport.height - 1);
}

/**
 * A dialog's height drawn, against the height it takes when nothing stretches it (its own height,
 * minimum and maximum let go, no flex parent pulling it): its content plus its padding and border.
 */
async function sizeFaults(dialog: Locator): Promise<string[]> {
  const box = await dialog.evaluate((element: HTMLElement) => {
    const drawn = element.getBoundingClientRect();
    const drawer = element.classList.contains('chakra-drawer__content');
    const chosenSize = (element.getAttribute('data-size') ?? 'auto') !== 'auto';
    // Through the CSSOM, which the portal's CSP allows, and put back as it was: a style attribute
    // written whole would be an inline style the CSP refuses.
    const loosened = { height: 'auto', 'min-height': '0', 'max-height': 'none', flex: 'none', 'align-self': 'flex-start' };
    const before = Object.keys(loosened).map((property) => [property, element.style.getPropertyValue(property), element.style.getPropertyPriority(property)] as const);
    for (const [property, value] of Object.entries(loosened)) element.style.setProperty(property, value, 'important');
    const natural = element.getBoundingClientRect().height;
    for (const [property, value, priority] of before) {
      if (value === '') element.style.removeProperty(property);
      else element.style.setProperty(property, value, priority);
    }
    const name = element.getAttribute('aria-label') ?? document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
    return { drawer, chosenSize, name, top: drawn.top, height: drawn.height, natural, viewport: { width: window.innerWidth, height: window.innerHeight } };
  });
  if (box.drawer || box.viewport.width < PHONE_BELOW) return [];
  const faults: string[] = [];
  const what = `dialog "${box.name}"`;
  if (!box.chosenSize && box.height > box.natural + ROUNDING) faults.push(`${what} is ${Math.round(box.height)} px tall for ${Math.round(box.natural)} px of content`);
  // Content taller than the screen scrolls inside a box that still keeps a margin around it.
  if (box.height >= box.viewport.height - ROUNDING || box.top <= 0) faults.push(`${what} takes the screen's whole height (${Math.round(box.height)} px from ${Math.round(box.top)} px)`);
  return faults;
}
