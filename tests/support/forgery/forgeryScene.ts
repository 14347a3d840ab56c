/**
 * The scene the forged credentials are tried in: a demo portal (the API test harness), the victim
 * (the published demo seller) with a genuine token, and three tokens the server issued and must no
 * longer accept: one logged out, one issued before its account's password changed, one of an account
 * that was deactivated. Shared by the test and the proof script.
 */
import type { ForgedCredential, ForgeryContext } from './forgedTokens.ts';
import { forgedCredentials } from './forgedTokens.ts';
import { TEST_JWT_SECRET, type TestApp } from '../../api/harness.ts';

/** Where each credential is tried: an operation of every kind of caller, with its contract id. */
export interface ForgeryTarget {
  operationId: string;
  url: string;
}

export interface ForgeryScene {
  credentials: ForgedCredential[];
  targets: ForgeryTarget[];
  genuine: string;
}

async function userIdOf(t: TestApp, email: string): Promise<{ id: number; seller_id: number | null }> {
  const [user] = await t.db.query<{ id: number; seller_id: number | null }>('select id, seller_id from users where email = $1', [email]);
  if (!user) throw new Error(`No demo account ${email}`);
  return user;
}

export async function buildForgeryScene(t: TestApp): Promise<ForgeryScene> {
  const victim = await userIdOf(t, 'seller@demo.cl');
  const otherSeller = await userIdOf(t, 'nuevo@demo.cl');
  const genuine = await t.login('seller@demo.cl');

  const loggedOut = await t.login('seller@demo.cl');
  const logout = await t.request({ method: 'POST', url: '/auth/logout', token: loggedOut });
  if (logout.statusCode !== 204) throw new Error(`Logout answered ${logout.statusCode}`);

  const issuedBeforePasswordChange = await t.login('atencion@demo.cl');
  // A password change moves this mark; tokens issued before it end.
  await t.db.query(`update users set tokens_valid_after = $1 where email = 'atencion@demo.cl'`, [new Date(t.clock.now().getTime() + 1)]);

  const embed = await t.request({ method: 'GET', url: '/metabase/dashboard/reputation', token: genuine });
  const reportPageToken = new URL(embed.json<{ url: string }>().url).searchParams.get('token');
  if (!reportPageToken) throw new Error(`The report embed answered no token: ${embed.body}`);

  const ofDeactivatedUser = await t.login('catalogo@demo.cl');
  await t.db.query(`update users set active = false where email = 'catalogo@demo.cl'`);

  const context: ForgeryContext = {
    secret: TEST_JWT_SECRET,
    nowMs: t.clock.now().getTime(),
    victimId: victim.id,
    otherSellerUserId: otherSeller.id,
    genuine,
    loggedOut,
    issuedBeforePasswordChange,
    ofDeactivatedUser,
    reportPageToken,
  };
  return {
    credentials: await forgedCredentials(context),
    genuine,
    targets: [
      { operationId: 'getSession', url: '/auth/session' },
      { operationId: 'checkSession', url: '/auth/check' },
      { operationId: 'listNotifications', url: '/user-notification' },
      { operationId: 'getPublishHistory', url: `/seller-publish-history/get-movements/${victim.seller_id}` },
    ],
  };
}

/** Sends one credential to one target the way a browser or a script would (several Authorization headers as several header lines). */
export function tryCredential(t: TestApp, credential: ForgedCredential, target: ForgeryTarget) {
  const headers: Record<string, string | string[]> = {};
  if (credential.authorization !== null) headers.authorization = typeof credential.authorization === 'string' ? credential.authorization : [...credential.authorization];
  if (credential.cookie) headers.cookie = credential.cookie;
  return t.request({ method: 'GET', url: credential.query ? `${target.url}?${credential.query}` : target.url, headers });
}
