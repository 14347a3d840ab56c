import sanitizeHtml from 'sanitize-html';
import { IMAGE_SCHEMES, LINK_SCHEMES, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../shared/richText/allowList.ts';

/**
 * The allow-list both sides share (shared/richText/allowList.ts), as sanitize-html takes it. Links
 * may point to its schemes or a relative address; images to https or a relative address; a link's
 * `target` is read only to know it opens elsewhere.
 */
const RICH_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]])),
    a: [...RICH_TEXT_ATTRIBUTES.a, 'target', 'rel'],
  },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
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
