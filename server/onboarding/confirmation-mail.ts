import { escapeHtml } from '../kit/html.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

/** Applicant-typed text on one line: no line breaks or control characters reach the mail. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

/**
 * The Spanish confirmation sent to the commercial-area e-mail (2.5) once an application is stored.
 * The subject holds no applicant text; the HTML part escapes everything the applicant typed.
 */
export function applicationReceivedMail(input: { to: string; firstName: string; businessName: string; applicationId: string }): OutgoingMail {
  const firstName = oneLine(input.firstName);
  const businessName = oneLine(input.businessName);
  const subject = 'Recibimos tu postulación para vender en el marketplace';
  const text = [
    `Hola ${firstName}:`,
    '',
    `Recibimos la postulación de ${businessName} para vender en nuestro marketplace.`,
    'El equipo de onboarding revisará los datos y te escribirá a este correo con los próximos pasos.',
    '',
    `Número de postulación: ${input.applicationId}`,
    '',
    'Si no enviaste esta postulación, ignora este correo.',
    '',
    'Equipo Portal Sellers',
  ].join('\n');
  const html = [
    '<!doctype html><html lang="es"><body>',
    `<p>Hola ${escapeHtml(firstName)}:</p>`,
    `<p>Recibimos la postulación de <strong>${escapeHtml(businessName)}</strong> para vender en nuestro marketplace.</p>`,
    '<p>El equipo de onboarding revisará los datos y te escribirá a este correo con los próximos pasos.</p>',
    `<p>Número de postulación: ${escapeHtml(input.applicationId)}</p>`,
    '<p>Si no enviaste esta postulación, ignora este correo.</p>',
    '<p>Equipo Portal Sellers</p>',
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject, text, html };
}
