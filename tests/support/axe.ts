/**
 * Accessibility check of a rendered screen with axe-core, in the simulated DOM of the model tests.
 */
import axe from 'axe-core';

/**
 * The WCAG 2.1 A/AA violations axe finds in `container`, one line each ("rule: selector, selector").
 * Colour contrast is left out: the simulated DOM does not paint, so contrast cannot be measured there.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    // A frame's own document (a PDF shown in an iframe) is not a window the simulated DOM lets axe message; the
    // frame element itself (its title) is still checked. The browser tests check inside frames.
    iframes: false,
    // Whether focusable content under aria-hidden is a fault depends on whether a modal covers the
    // screen, which axe decides from layout (what lies under five points of the viewport); a DOM
    // without layout cannot answer, so the browser tests, in Chromium, are the ones that check it.
    rules: { 'color-contrast': { enabled: false }, 'aria-hidden-focus': { enabled: false } },
  });
  return results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
