import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from './auth/passwords.ts';
import type { SessionCache } from './auth/session-cache.ts';
import type { TokenService } from './auth/tokens.ts';
import type { Database, Queryable } from './db/database.ts';
import type { OutgoingMail } from './mail/mailer.ts';

/** What handlers share: built once by buildApp from its dependencies. */
export interface AppContext {
  db: Database;
  clock: () => Date;
  tokens: TokenService;
  /** What authenticate learnt from the database; forget what a change ends, right after its commit. */
  sessionCache: SessionCache;
  passwords: PasswordHasher;
  /** Origin of the web client, for links in e-mails. */
  publicUrl: string;
  /** Writes a mail to the outbox, in the caller's transaction when given one. */
  queueMail(db: Queryable, mail: OutgoingMail): Promise<number>;
  /** Asks the sender (if SMTP is configured) to deliver what is queued; call after the commit. */
  sendQueuedMail(): void;
  log: FastifyBaseLogger;
}
