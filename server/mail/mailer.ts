/** A message ready to leave through a transport. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one message or throws; the outbox records the outcome. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
