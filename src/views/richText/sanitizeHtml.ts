/**
 * The portal's one HTML cleaner in the browser, an allow-list: text, headings, lists, tables, code,
 * links and images, with only the attributes they need (the server's list for stored HTML, plus what
 * markdown produces). Everything else goes: scripts, handlers, `style`, `class`, `id`, media, frames,
 * forms, SVG, MathML. Links point only to http(s), mailto (tel where asked) or a relative address;
 * images come only from the portal's own origin. Every link gets rel="noopener noreferrer"; one to
 * another site opens in a new tab.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { LINK_SCHEMES, MARKDOWN_ATTRIBUTES, MARKDOWN_LINK_SCHEMES, MARKDOWN_TAGS, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../../shared/richText/allowList.ts';

/** The shared allow-list (shared/richText/allowList.ts) with what markdown adds, as DOMPurify takes it. */
const ALLOWED_TAGS = [...RICH_TEXT_TAGS, ...MARKDOWN_TAGS];
/** DOMPurify keeps attributes by name on any allowed tag. `target` and `rel` are the hook's to set. */
const ALLOWED_ATTR = [...new Set([...Object.values(RICH_TEXT_ATTRIBUTES), ...Object.values(MARKDOWN_ATTRIBUTES)].flat())];

/** One of `schemes`, or no scheme at all (a relative address). */
const addressesOf = (schemes: readonly string[]) => new RegExp(`^(?:(?:${schemes.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i');
const WITH_TEL = addressesOf(LINK_SCHEMES);
const WITHOUT_TEL = addressesOf(MARKDOWN_LINK_SCHEMES);

export interface SanitizeOptions {
  /** Whether tel: links stay (stored notification and terms HTML may call a phone; markdown may not). */
  telLinks?: boolean;
}

/**
 * The address `value` leads to, read by the browser's own URL parser (which also reads `/\host`,
 * `\\host` and tabs inside `//` as another site), or null when it is no address at all.
 */
function resolved(value: string): URL | null {
  try {
    return new URL(value, window.location.href);
  } catch {
    return null;
  }
}

let purifier: DOMPurify | null = null;

/** One DOMPurify instance of our own (its hooks do not reach any other user of the library). */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && node.hasAttribute('src')) {
      // Images come from the portal itself: data: URIs carry whole documents past every address
      // rule, and another site's image would tell that site who read the text and when (the CSP
      // refuses both anyway; this keeps them from ever being asked for).
      const address = resolved(node.getAttribute('src') ?? '');
      if (address?.origin !== window.location.origin) node.removeAttribute('src');
    }
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      const address = href === null ? null : resolved(href);
      // Another site's page opens in a new tab (the portal stays open); a portal link in this one.
      const elsewhere = address !== null && /^https?:$/.test(address.protocol) && address.origin !== window.location.origin;
      if (elsewhere) node.setAttribute('target', '_blank');
      else node.removeAttribute('target');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** The cleaned markup of `html`. */
export function sanitizeHtml(html: string, { telLinks = true }: SanitizeOptions = {}): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: telLinks ? WITH_TEL : WITHOUT_TEL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
