import { escapeHtml } from '../kit/html.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

const longDay = new Intl.DateTimeFormat('es-CL', { dateStyle: 'long', timeZone: 'UTC' });

/** "15 de marzo de 2026" from a calendar day. */
const spokenDay = (day: string): string => longDay.format(new Date(`${day}T00:00:00Z`));

const timeLeft = (daysLeft: number): string => {
  if (daysLeft <= 0) return 'Hoy es el último día';
  if (daysLeft === 1) return 'Queda 1 día';
  return `Quedan ${daysLeft} días`;
};

export interface TermsReminder {
  to: string;
  /** Whom the greeting names: the user's first name, or the seller's name for its commercial address. */
  greeting: string;
  sellerName: string;
  termsTitle: string;
  termsVersion: number;
  approvalLimitDate: string;
  daysLeft: number;
  /** Where the seller signs in (the terms modal opens there). */
  loginUrl: string;
}

/** The Spanish reminder that a mandatory terms version awaits the seller's acceptance. */
export function termsReminderMail(reminder: TermsReminder): OutgoingMail {
  const limit = spokenDay(reminder.approvalLimitDate);
  const subject = `${timeLeft(reminder.daysLeft)} para aceptar «${reminder.termsTitle}»`;
  const lines = [
    `${reminder.sellerName} aún no acepta «${reminder.termsTitle}» (versión ${reminder.termsVersion}), cuya aceptación es obligatoria para vender en el marketplace.`,
    `El plazo para aceptarlos vence el ${limit}. Si no se aceptan hasta ese día, la cuenta quedará suspendida y sus productos dejarán de publicarse hasta que se acepten.`,
    'Para revisarlos y aceptarlos, inicia sesión en Portal Sellers: se mostrarán al entrar.',
  ];
  const text = [`Hola ${reminder.greeting}:`, '', ...lines.slice(0, 2), '', lines[2], '', reminder.loginUrl, '', 'Equipo Portal Sellers'].join('\n');
  const html = [
    '<!doctype html><html lang="es"><body>',
    `<p>Hola ${escapeHtml(reminder.greeting)}:</p>`,
    ...lines.slice(0, 2).map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(lines[2] ?? '')}</p>`,
    `<p><a href="${escapeHtml(reminder.loginUrl)}">Iniciar sesión en Portal Sellers</a></p>`,
    '<p>Equipo Portal Sellers</p>',
    '</body></html>',
  ].join('\n');
  return { to: reminder.to, subject, text, html };
}
