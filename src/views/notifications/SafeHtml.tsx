/**
 * HTML from the server (notifications, HTML terms), drawn only after DOMPurify has cleaned it again
 * in the browser, even though the server sanitised it when it was stored: no script element, no
 * event handler, no `style`, no frames, objects or forms, and links only to http(s), mailto, tel or
 * relative addresses. Every link gets rel="noopener noreferrer"; one to another site opens in a new
 * tab. Nothing here can run script.
 */
import { useMemo } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import createDOMPurify, { type DOMPurify } from 'dompurify';

const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let purifier: DOMPurify | null = null;

/** One DOMPurify instance of our own (its hooks do not reach any other user of the library). */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      // Another site's page opens in a new tab (the portal stays open); a portal link in this one.
      if (/^https?:/i.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
      else node.removeAttribute('target');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** The cleaned markup of `html` (exported for the tests). */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'svg', 'math', 'template', 'link', 'meta', 'base'],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
    ALLOWED_URI_REGEXP: SAFE_URI,
    ALLOW_DATA_ATTR: false,
  });
}

/** The typographic rhythm of rich text (the theme's preflight resets margins and list markers). */
const richText: BoxProps['css'] = {
  '& p, & ul, & ol, & table': { marginBottom: '3' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', marginBottom: '2' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '5' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '5' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': { display: 'block', overflowX: 'auto' },
};

export function SafeHtml({ html, ...boxProps }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // The one place the portal draws HTML: `clean` comes out of DOMPurify just above.
  return <Box css={richText} overflowWrap="anywhere" {...boxProps} dangerouslySetInnerHTML={{ __html: clean }} />;
}
