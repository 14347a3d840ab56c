/**
 * What a payload left in the page that would run or leave only when someone acts (clicks a link,
 * hovers, focuses, submits): nothing ran on its own, but the markup is still armed. Read from the
 * rendered region of the surface (a modal's body, the terms' body, the markdown's box), never the
 * app's own frame around it. Each finding is laid at the payload whose marker heading comes before it
 * (the terms and markdown surfaces put one before each payload), or at the region's own label.
 */
import type { Locator } from 'playwright-core';

/** Elements that have no business in rich text: they run, load, submit, overlay or hide content. */
const ARMED_TAGS = [
  'script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'style',
  'form', 'input', 'button', 'textarea', 'select', 'svg', 'math', 'template', 'video', 'audio', 'source',
  'track', 'dialog', 'noscript', 'portal', 'xmp', 'plaintext',
];
/** Attributes holding an address the browser follows or loads. */
const ADDRESS_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'data', 'ping', 'cite'];
/** Of those, the ones the browser loads by itself (not only on a click): they must stay on the portal. */
const LOADED_ATTRIBUTES = ['src', 'poster', 'background', 'data'];

/** Payload ids as the corpus names them (corpus.ts): the markers' text. */
export const MARKER = '^(?:pat|dompurify|portal)-\\d+$';

interface AuditLists {
  armedTags: string[];
  addressAttributes: string[];
  loadedAttributes: string[];
  label: string;
  marker: string;
}

/** The armed markup left in `region`, each finding prefixed with the payload it belongs to. */
export function armedMarkup(region: Locator, label: string): Promise<string[]> {
  const lists: AuditLists = { armedTags: ARMED_TAGS, addressAttributes: ADDRESS_ATTRIBUTES, loadedAttributes: LOADED_ATTRIBUTES, label, marker: MARKER };
  // No function is declared inside: the TypeScript transform would name it with a helper the page lacks.
  return region.evaluate((root, { armedTags, addressAttributes, loadedAttributes, label: regionLabel, marker }: AuditLists) => {
    const findings: string[] = [];
    const markerPattern = new RegExp(marker);
    let owner = regionLabel;
    for (const element of root.querySelectorAll('*')) {
      const tag = element.localName;
      const markerText = element.getAttribute('data-payload') ?? (tag === 'h3' ? (element.textContent ?? '').trim() : '');
      if (markerPattern.test(markerText)) {
        owner = markerText;
        continue;
      }
      if (armedTags.includes(tag)) findings.push(`${owner}: <${tag}>`);
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const shown = `<${tag} ${name}="${attribute.value.slice(0, 60)}">`;
        if (name.startsWith('on') || ['style', 'srcdoc', 'srcset', 'popover', 'contenteditable'].includes(name)) {
          findings.push(`${owner}: ${shown}`);
          continue;
        }
        if (!addressAttributes.includes(name)) continue;
        let address: URL;
        try {
          address = new URL(attribute.value, location.href);
        } catch {
          // The browser reads addresses with this same parser: one it cannot read leads nowhere.
          continue;
        }
        if (!['http:', 'https:', 'mailto:', 'tel:'].includes(address.protocol)) findings.push(`${owner}: ${shown}`);
        else if (loadedAttributes.includes(name) && address.origin !== location.origin) findings.push(`${owner}: ${shown} (loads from elsewhere)`);
        else if (tag === 'a' && address.origin !== location.origin && !/\bnoopener\b/.test(element.getAttribute('rel') ?? '')) findings.push(`${owner}: ${shown} without rel=noopener`);
      }
    }
    return findings;
  }, lists);
}
