/** The Spanish e-mails an applicant gets when the application is decided. */
import { escapeHtml } from '../kit/html.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

const page = (paragraphs: readonly string[]) =>
  ['<!doctype html><html lang="es"><body>', ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`), '</body></html>'].join('\n');

/** Approved: the link to choose the password of the new seller account. */
export function applicationApprovedMail(input: { to: string; firstName: string; businessName: string; link: string; validHours: number }): OutgoingMail {
  const subject = `Bienvenido a Portal Sellers: ${input.businessName} fue aprobado`;
  const text = [
    `Hola ${input.firstName}:`,
    '',
    `Aprobamos la solicitud de ${input.businessName} para vender en nuestro marketplace.`,
    `Tu usuario es ${input.to}. Para elegir tu contraseña, abre este enlace:`,
    '',
    input.link,
    '',
    `El enlace vence en ${input.validHours} horas y sirve una sola vez. Si vence, usa "¿Olvidaste tu contraseña?" en el ingreso al portal.`,
    '',
    'Equipo Portal Sellers',
  ].join('\n');
  const html = page([
    `Hola ${escapeHtml(input.firstName)}:`,
    `Aprobamos la solicitud de ${escapeHtml(input.businessName)} para vender en nuestro marketplace.`,
    `Tu usuario es ${escapeHtml(input.to)}.`,
    `<a href="${escapeHtml(input.link)}">Elegir mi contraseña</a>`,
    `El enlace vence en ${input.validHours} horas y sirve una sola vez. Si vence, usa "¿Olvidaste tu contraseña?" en el ingreso al portal.`,
    'Equipo Portal Sellers',
  ]);
  return { to: input.to, subject, text, html };
}

/** Rejected: why, and that a new application may be sent. */
export function applicationRejectedMail(input: { to: string; firstName: string; businessName: string; reason: string }): OutgoingMail {
  const subject = `Tu solicitud para vender con nosotros: ${input.businessName}`;
  const text = [
    `Hola ${input.firstName}:`,
    '',
    `Revisamos la solicitud de ${input.businessName} y no pudimos aprobarla por este motivo:`,
    '',
    input.reason,
    '',
    'Puedes enviar una nueva solicitud cuando lo hayas resuelto.',
    '',
    'Equipo Portal Sellers',
  ].join('\n');
  const html = page([
    `Hola ${escapeHtml(input.firstName)}:`,
    `Revisamos la solicitud de ${escapeHtml(input.businessName)} y no pudimos aprobarla por este motivo:`,
    `<em>${escapeHtml(input.reason)}</em>`,
    'Puedes enviar una nueva solicitud cuando lo hayas resuelto.',
    'Equipo Portal Sellers',
  ]);
  return { to: input.to, subject, text, html };
}
