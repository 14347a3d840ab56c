/**
 * Accessibility check of a rendered screen with axe-core, in jsdom.
 */
import axe from 'axe-core';

/**
 * The WCAG 2.1 A/AA violations axe finds in `container`, one line each ("rule: selector, selector").
 * Colour contrast is left out: jsdom does not paint, so contrast cannot be measured there.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    // A frame's own document (a PDF shown in an iframe) is not a window jsdom lets axe message; the
    // frame element itself (its title) is still checked. The browser tests check inside frames.
    iframes: false,
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
