import { escapeHtml } from '../../shared/richText/escapeHtml.ts';

/** The one escaping of text into HTML, the browser's too (shared/richText/escapeHtml.ts). */
export { escapeHtml };

/**
 * A small server-rendered page (dev mailbox, builtin report pages): Spanish, not indexed, its one
 * stylesheet allowed by the answer's CSP nonce, no script.
 */
export function htmlPage({ nonce, title, style, body }: { nonce: string; title: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Portal Sellers</title>
<style nonce="${escapeHtml(nonce)}">${style}</style>
</head>
<body>
${body}
</body>
</html>`;
}
