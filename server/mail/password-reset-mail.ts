import { escapeHtml } from '../kit/html.ts';
import type { OutgoingMail } from './mailer.ts';

/** The Spanish reset e-mail with its single-use link. */
export function passwordResetMail(input: { to: string; firstName: string; link: string; validMinutes: number }): OutgoingMail {
  const subject = 'Restablece tu contraseña de Portal Sellers';
  const text = [
    `Hola ${input.firstName}:`,
    '',
    'Recibimos una solicitud para cambiar la contraseña de tu cuenta en Portal Sellers.',
    'Para elegir una nueva, abre este enlace:',
    '',
    input.link,
    '',
    `El enlace vence en ${input.validMinutes} minutos y sirve una sola vez.`,
    'Si no pediste el cambio, ignora este correo: tu contraseña actual sigue vigente.',
    '',
    'Equipo Portal Sellers',
  ].join('\n');
  const html = [
    '<!doctype html><html lang="es"><body>',
    `<p>Hola ${escapeHtml(input.firstName)}:</p>`,
    '<p>Recibimos una solicitud para cambiar la contraseña de tu cuenta en Portal Sellers.</p>',
    `<p><a href="${escapeHtml(input.link)}">Elegir una nueva contraseña</a></p>`,
    `<p>El enlace vence en ${input.validMinutes} minutos y sirve una sola vez.</p>`,
    '<p>Si no pediste el cambio, ignora este correo: tu contraseña actual sigue vigente.</p>',
    '<p>Equipo Portal Sellers</p>',
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject, text, html };
}
