/**
 * One allow-list for both HTML cleaners (shared/richText/allowList.ts): what the server keeps when
 * staff store rich text (sanitize-html) is what the browser keeps when it draws it (DOMPurify), tag by
 * tag and attribute by attribute; markdown's extras are the browser's alone.
 * @vitest-environment jsdom
 */
import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from '../../server/documents/html.ts';
import { MARKDOWN_TAGS, RICH_TEXT_TAGS } from '../../shared/richText/allowList.ts';
import { sanitizeHtml } from '../../src/views/richText/sanitizeHtml.ts';

const VOID = new Set(['br', 'hr', 'img']);
const TABLE_PARTS = new Set(['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']);

describe('the shared allow-list', () => {
  it('names the tags both cleaners keep', () => {
    expect(RICH_TEXT_TAGS).toEqual([
      'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'div', 'span',
      'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
      'ul', 'ol', 'li', 'a', 'img',
      'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    ]);
    expect(MARKDOWN_TAGS).toEqual(['pre', 'code', 'del']);
  });

  it.each(RICH_TEXT_TAGS.filter((tag) => !VOID.has(tag) && !TABLE_PARTS.has(tag) && tag !== 'a'))('<%s> survives both cleaners', (tag) => {
    const html = `<${tag}>texto</${tag}>`;
    expect(sanitizeRichHtml(html)).toBe(html);
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each(MARKDOWN_TAGS)('<%s> is markdown’s: the browser keeps it, stored HTML loses it', (tag) => {
    expect(sanitizeHtml(`<${tag}>x</${tag}>`)).toBe(`<${tag}>x</${tag}>`);
    expect(sanitizeRichHtml(`<${tag}>x</${tag}>`)).toBe('x');
  });

  it('drops the same hostile markup on both sides', () => {
    const hostile = '<p onclick="steal()" style="color:red" class="x" id="y">Hola<script>alert(1)</script><iframe src="https://evil.example"></iframe></p><a href="javascript:alert(1)">mal</a>';
    expect(sanitizeRichHtml(hostile)).toBe('<p>Hola</p><a>mal</a>');
    expect(sanitizeHtml(hostile)).toBe('<p>Hola</p><a rel="noopener noreferrer">mal</a>');
  });

  it('keeps the same link schemes on both sides, tel included for stored HTML', () => {
    for (const href of ['https://ayuda.example.cl', 'mailto:ayuda@example.cl', 'tel:+56222222222', '/orders']) {
      expect(sanitizeRichHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toContain(`href="${href}"`);
    }
    for (const href of ['data:text/html,x', 'ftp://example.cl/x', 'vbscript:x']) {
      expect(sanitizeRichHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a rel="noopener noreferrer">x</a>');
    }
  });
});
