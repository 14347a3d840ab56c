import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** SMTP delivery, e.g. SMTP_URL=smtps://user:pass@smtp.example.cl:465. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
  };
}
