/**
 * Checks of how a page on screen reads, shared by the every-route walk and the tests that reach
 * screens the walk does not open: its headings' order, and words broken in the middle by a cell too
 * narrow for them. Each answers what is wrong, one line each, and nothing when nothing is.
 */
import type { Page } from 'playwright-core';

/**
 * The page's headings as a screen reader lists them: one h1, and no level skipped on the way down
 * (an h3 straight under the h1, a card's h4 under a section's h2). Hidden ones are left out; a
 * visually hidden one is read, so it counts. Report frames are pages of their own and are not read.
 */
export async function headingFaults(page: Page): Promise<string[]> {
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest('[aria-hidden="true"], [inert]'))
      .map((element) => {
        const tag = /^H([1-6])$/.exec(element.tagName);
        // An element with the heading role and no level is a level 2 heading (WAI-ARIA).
        const level = Number(element.getAttribute('aria-level') ?? (tag ? tag[1] : 2));
        return { level, text: (element.textContent ?? '').trim().slice(0, 60) };
      }),
  );
  const faults: string[] = [];
  const firsts = headings.filter((heading) => heading.level === 1);
  if (firsts.length !== 1) faults.push(`${firsts.length} h1 headings (${firsts.map((heading) => `"${heading.text}"`).join(', ')}) instead of one`);
  let previous = 0;
  for (const heading of headings) {
    if (heading.level > previous + 1) faults.push(`heading h${heading.level} "${heading.text}" right after ${previous === 0 ? 'the page begins' : `an h${previous}`}`);
    previous = heading.level;
  }
  return faults;
}

/**
 * Ordinary words a table cell or a fact breaks across two lines: `overflow-wrap: anywhere` or
 * `word-break: break-all` in a narrow column cuts "Términos" into "Térmi" and "nos". A word here is
 * a run of letters between spaces, with its punctuation; an address, an e-mail or a code (a token
 * holding digits, @, / or _) may still break, since nothing else lets it fit. Read with one Range
 * per word: its first and last letters on different lines is a break inside it.
 */
export async function brokenWordFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const word = /(?<=^|\s)[¿¡("«]*(\p{L}+)[)"»,.;:!?]*(?=\s|$)/gu;
    const range = document.createRange();
    const topOf = (node: Text, at: number) => {
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    for (const cell of document.querySelectorAll<HTMLElement>('main td, main th, main dd, [role="dialog"] td, [role="dialog"] dd')) {
      if (!cell.checkVisibility({ visibilityProperty: true })) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const match of node.data.matchAll(word)) {
          const letters = match[1]!;
          if (letters.length < 2) continue;
          const start = match.index + match[0].indexOf(letters);
          const first = topOf(node, start);
          const last = topOf(node, start + letters.length - 1);
          // Letters of one line share their line box; a new line starts at least half a line lower.
          if (first.height > 0 && last.top - first.top > first.height / 2) broken.push(`"${letters}" broken across two lines in "${(cell.textContent ?? '').trim().slice(0, 60)}"`);
        }
      }
    }
    return broken;
  });
}

/** A fact of a description list as a person reads it: its label (the dt) and its value (the dd after it). */
export interface Fact {
  label: string;
  value: string;
}

/** The facts of the main content on screen, in order. */
export async function factsOnScreen(page: Page): Promise<Fact[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main dt')]
      .filter((term) => term.checkVisibility({ visibilityProperty: true }))
      .flatMap((term) => {
        const value = term.nextElementSibling;
        return value instanceof HTMLElement && value.tagName === 'DD' ? [{ label: term.innerText.trim(), value: value.innerText.trim() }] : [];
      }),
  );
}

/** Labels of a thing chosen from a list that has names: regions, communes, banks. */
const NAMED = /\b(regi[oó]n|comuna|banco)\b/i;

/**
 * Facts that show a bare number where the thing it stands for has a name: a region "16" for Ñuble,
 * a commune "16101" for Chillán, a bank "037" for Banco Santander-Chile.
 */
export async function codeForNameFaults(page: Page): Promise<string[]> {
  return (await factsOnScreen(page)).filter((fact) => NAMED.test(fact.label) && /^\d+$/.test(fact.value)).map((fact) => `"${fact.label}" shows the code "${fact.value}" instead of its name`);
}
