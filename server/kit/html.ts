const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

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
