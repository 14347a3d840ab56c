/**
 * Markdown written by staff (the learning guide's answers) as safe HTML: marked turns it into HTML
 * (GitHub's dialect, line breaks kept), and the portal's cleaner (./sanitizeHtml.ts) removes anything
 * that could run or leave the page. HTML typed inside the markdown is shown as the text it is, never
 * parsed: writers have markdown for everything the guide needs, and markup from a pasted page or an
 * attacker then cannot even reach the cleaner as markup. Links lead only to http(s), mailto or a
 * relative address. The result is only ever drawn by the Markdown component.
 */
import { Marked } from 'marked';
import { escapeHtml } from '../../../shared/richText/escapeHtml.ts';
import { sanitizeHtml } from './sanitizeHtml.ts';

const marked = new Marked({
  async: false,
  gfm: true,
  breaks: true,
  // Raw HTML comes out as text: a block of it as a paragraph of its own, inline HTML where it stands.
  renderer: { html: ({ text, block }) => (block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text)) },
});

export function markdownToSafeHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), { telLinks: false });
}
