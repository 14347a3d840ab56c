/**
 * What rich text may hold, for both cleaners: the server's (sanitize-html, when staff store a
 * notification or HTML terms) and the browser's (DOMPurify, every time rich text is drawn). One list,
 * so what the server keeps is what the browser draws. Everything not listed goes: scripts and styles,
 * forms, frames, media, SVG and MathML; every attribute not listed (event handlers, `style`, `class`,
 * `id`). Each cleaner adds what only it can decide (which links open a new tab, which images are the
 * portal's own).
 */

/** Text, headings, lists, tables, links and images: what stored HTML may hold. */
export const RICH_TEXT_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'div', 'span',
  'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
  'ul', 'ol', 'li', 'a', 'img',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
] as const;

/** What markdown writes besides (the learning guide, drawn in the browser only): code and strikethrough. */
export const MARKDOWN_TAGS = ['pre', 'code', 'del'] as const;

/** The attributes each tag keeps. `target` and `rel` are never taken as written: each cleaner sets them. */
export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
} as const satisfies Partial<Record<(typeof RICH_TEXT_TAGS)[number], readonly string[]>>;

/** The alignment markdown writes on table cells. */
export const MARKDOWN_ATTRIBUTES = { th: ['align'], td: ['align'] } as const;

/** The schemes a link may use; an address without a scheme (relative to the portal) is allowed too. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Markdown may not call a phone: the guide's writers link pages and mail addresses only. */
export const MARKDOWN_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** The schemes an image may use in stored HTML (the browser narrows it to the portal's own origin). */
export const IMAGE_SCHEMES = ['https'] as const;
