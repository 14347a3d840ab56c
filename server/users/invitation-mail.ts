/** The Spanish e-mail a user created by an administrator gets: the link to choose the password. */
import { escapeHtml } from '../kit/html.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

export function userInvitationMail(input: { to: string; firstName: string; link: string; validHours: number }): OutgoingMail {
  const subject = 'Tu cuenta en Portal Sellers';
  const text = [
    `Hola ${input.firstName}:`,
    '',
    `Te creamos una cuenta en Portal Sellers. Tu usuario es ${input.to}. Para elegir tu contraseña, abre este enlace:`,
    '',
    input.link,
    '',
    `El enlace vence en ${input.validHours} horas y sirve una sola vez. Si vence, usa "¿Olvidaste tu contraseña?" en el ingreso al portal.`,
    '',
    'Equipo Portal Sellers',
  ].join('\n');
  const html = [
    '<!doctype html><html lang="es"><body>',
    `<p>Hola ${escapeHtml(input.firstName)}:</p>`,
    `<p>Te creamos una cuenta en Portal Sellers. Tu usuario es ${escapeHtml(input.to)}.</p>`,
    `<p><a href="${escapeHtml(input.link)}">Elegir mi contraseña</a></p>`,
    `<p>El enlace vence en ${input.validHours} horas y sirve una sola vez. Si vence, usa "¿Olvidaste tu contraseña?" en el ingreso al portal.</p>`,
    '<p>Equipo Portal Sellers</p>',
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject, text, html };
}
