import sanitizeHtml from 'sanitize-html';

/**
 * The allowlist for HTML that the portal renders as HTML (notifications, HTML terms): text,
 * headings, lists, tables, links and images. Everything else is dropped: scripts and styles with
 * their text, forms, frames, SVG; every attribute not listed (event handlers, `style`, `class`, `id`).
 * Links may point to http(s), mailto, tel or a relative address; images to https or a relative address.
 */
const RICH_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'div', 'span',
    'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
    'ul', 'ol', 'li', 'a', 'img',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link opening elsewhere never hands that page a handle on the portal.
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: target ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
    },
  },
};

/** HTML reduced to the allowlist above. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, RICH_HTML).trim();
}

/** Whether sanitised HTML shows anything: some text, or an image. */
export function hasVisibleContent(sanitized: string): boolean {
  if (/<img\b/i.test(sanitized)) return true;
  return sanitizeHtml(sanitized, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}
