/**
 * What the simulated DOM (happy-dom, or jsdom for a few files) needs of Chakra's style sheets.
 * Neither lays anything out, and what the model tests read of style is whether a node is there for
 * a person: Testing Library's role queries and jest-dom's `toBeVisible` look at display, visibility
 * and opacity, user-event refuses a press on `pointer-events: none`, and two tests read a panel's
 * width and a list's height. Every other declaration (colours, spacing, the thousands of theme
 * variables) only costs time: in jsdom, 44 KB of CSS parsed on every render (1.5 KB with this
 * filter), and the rules outside Chakra's cascade layers matched again on every `getComputedStyle`
 * after a change to the page.
 *
 * Given to Emotion's cache as a stylis plugin: it empties the declarations nobody reads, and stylis
 * then drops the rules left empty.
 */
interface StylisElement {
  type: string;
  props: string | string[];
  value: string;
}

const READ = new Set(['display', 'visibility', 'opacity', 'pointer-events', 'width', 'max-height', 'overflow-y']);

export function visibilityStylesOnly(element: StylisElement): void {
  if (element.type === 'decl' && !READ.has(String(element.props))) element.value = '';
}
