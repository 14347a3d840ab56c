import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { escapeHtml, htmlPage } from '../kit/html.ts';
import { cspNonceOf } from '../http/security-headers.ts';
import { santiagoFormat } from '../kit/santiagoCalendar.ts';
import { findOutboxMail, listOutbox, type OutboxMail } from './outbox.ts';

const LINK = /https?:\/\/[^\s<>"']+/g;

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #1a202c; }
  main { max-width: 72rem; margin: 0 auto; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
  th { background: #f7fafc; }
  pre { white-space: pre-wrap; background: #f7fafc; padding: 1rem; border-radius: .25rem; }
  .muted { color: #4a5568; }
  .error { color: #c53030; }
`;

const timeFormat = santiagoFormat('es-CL', { dateStyle: 'medium', timeStyle: 'medium' });
const formatTime = (date: Date) => timeFormat.format(date);

const linksOf = (mail: OutboxMail) => [...new Set(mail.text.match(LINK) ?? [])];

const linkList = (mail: OutboxMail) =>
  linksOf(mail)
    .map((link) => `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)
    .join('<br>');

/** Delivered, failing (with the attempts so far and the next one), or waiting for a sender. */
const status = (mail: OutboxMail, smtp: boolean) => {
  if (mail.sentAt) return `Enviado ${escapeHtml(formatTime(mail.sentAt))}`;
  if (mail.error) {
    const next = mail.nextAttemptAt ? `; próximo intento ${escapeHtml(formatTime(mail.nextAttemptAt))}` : '';
    return `<span class="error">Fallando tras ${mail.attempts} ${mail.attempts === 1 ? 'intento' : 'intentos'}${next}: ${escapeHtml(mail.error)}</span>`;
  }
  return smtp ? 'En cola' : 'En cola (sin SMTP)';
};

function page(nonce: string, title: string, body: string): string {
  return htmlPage({ nonce, title, style: STYLE, body: `<main>\n${body}\n</main>` });
}

function listPage(nonce: string, mails: OutboxMail[], smtp: boolean): string {
  const rows = mails
    .map(
      (mail) => `<tr>
<td><time datetime="${mail.createdAt.toISOString()}">${escapeHtml(formatTime(mail.createdAt))}</time></td>
<td>${escapeHtml(mail.to)}</td>
<td><a href="/dev/mailbox/${mail.id}">${escapeHtml(mail.subject)}</a></td>
<td>${linkList(mail)}</td>
<td>${status(mail, smtp)}</td>
</tr>`,
    )
    .join('\n');
  const table =
    mails.length === 0
      ? '<p>No hay correos todavía. Pide un cambio de contraseña en <a href="/forgot/password">/forgot/password</a>.</p>'
      : `<table>
<thead><tr><th scope="col">Recibido</th><th scope="col">Para</th><th scope="col">Asunto</th><th scope="col">Enlaces</th><th scope="col">Estado</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return page(
    nonce,
    'Buzón de desarrollo',
    `<h1>Buzón de desarrollo</h1>
<p class="muted">Correos que el portal envió o enviará, del más reciente al más antiguo, con su estado de entrega. Este buzón existe solo fuera de producción.</p>
${table}`,
  );
}

function mailPage(nonce: string, mail: OutboxMail, smtp: boolean): string {
  return page(
    nonce,
    mail.subject,
    `<p><a href="/dev/mailbox">← Volver al buzón</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl>
<dt>Para</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Recibido</dt><dd><time datetime="${mail.createdAt.toISOString()}">${escapeHtml(formatTime(mail.createdAt))}</time></dd>
<dt>Estado</dt><dd>${status(mail, smtp)}</dd>
<dt>Enlaces</dt><dd>${linkList(mail) || 'Ninguno'}</dd>
</dl>
<h2>Texto</h2>
<pre>${escapeHtml(mail.text)}</pre>`,
  );
}

/**
 * `GET /dev/mailbox` and `/dev/mailbox/:id`: the outbox as server-rendered pages (no script), with
 * each mail's delivery state; `smtp` says whether this instance has a mailer delivering them.
 */
export function registerDevMailbox(app: FastifyInstance, db: Database, smtp: boolean): void {
  app.get('/dev/mailbox', async (request, reply) => {
    const mails = await listOutbox(db);
    return reply.type('text/html; charset=utf-8').send(listPage(cspNonceOf(request), mails, smtp));
  });
  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
    const mail = id === null ? null : await findOutboxMail(db, id);
    if (!mail) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(page(cspNonceOf(request), 'Correo no encontrado', '<h1>Correo no encontrado</h1><p><a href="/dev/mailbox">Volver al buzón</a></p>'));
    }
    return reply.type('text/html; charset=utf-8').send(mailPage(cspNonceOf(request), mail, smtp));
  });
}
