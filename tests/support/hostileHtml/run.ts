/**
 * A hostile-HTML run: a portal of its own (the real server on a fresh embedded database, demo data
 * seeded), the payloads stored on every surface and opened by the seller they are addressed to, and
 * drawn by the learning guide's Markdown component inside one of its pages.
 */
import type { Browser } from 'playwright-core';
import { startServer } from '../serverProcess.ts';
import { seenLevelOf, type ReputationCategory } from '../../../machines/reputation/reputation.rules.ts';
import type { HostilePayload } from './corpus.ts';
import { tryMarkdown } from './markdownSurface.ts';
import { tryNotifications, tryTerms, type Portal, type SurfaceResult } from './surfaces.ts';

async function tokenOf(baseUrl: string, email: string): Promise<{ accessToken: string; jwtPayload: { seller_id: number | null } }> {
  const response = await fetch(`${baseUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Portal2026!' }) });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  return (await response.json()) as { accessToken: string; jwtPayload: { seller_id: number | null } };
}

/** Today in Santiago, as the terms' start date. */
const santiagoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());

/** Runs the payloads on every surface; `progress` hears when each surface is done. */
export async function hostileHtmlRun(browser: Browser, payloads: HostilePayload[], progress: (result: SurfaceResult) => void = () => {}): Promise<SurfaceResult[]> {
  const server = await startServer({ SEED_DEMO: 'true' });
  try {
    const admin = await tokenOf(server.baseUrl, 'admin@demo.cl');
    const seller = await tokenOf(server.baseUrl, 'seller@demo.cl');
    const sellerId = seller.jwtPayload.seller_id;
    if (sellerId === null) throw new Error('seller@demo.cl has no seller');
    const portal: Portal = { baseUrl: server.baseUrl, adminToken: admin.accessToken, sellerToken: seller.accessToken, sellerId };
    // The seeded pending terms are accepted first, so the gate shows the hostile versions.
    const pending = (await (await fetch(`${server.baseUrl}/document-seller/check`, { headers: { authorization: `Bearer ${seller.accessToken}` } })).json()) as true | { id: number }[];
    if (pending !== true) {
      for (const term of pending) await fetch(`${server.baseUrl}/document/approve/${term.id}`, { headers: { authorization: `Bearer ${seller.accessToken}` } });
    }
    // The seller's current reputation level is recorded as seen, as closing the level-change modal
    // does, so that modal never covers the bell or the terms modal the run clicks through.
    const headers = { authorization: `Bearer ${seller.accessToken}`, 'content-type': 'application/json' };
    const status = (await (await fetch(`${server.baseUrl}/v1/sellers/status-reputation/${sellerId}`, { headers })).json()) as { categoriaReputacion: ReputationCategory };
    const seen = await fetch(`${server.baseUrl}/v1/sellers/reputation-modal/${sellerId}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ modalShow: false, reputation: seenLevelOf(status.categoriaReputacion) }),
    });
    if (!seen.ok) throw new Error(`PUT reputation-modal answered ${seen.status}`);
    const results: SurfaceResult[] = [];
    const done = (result: SurfaceResult) => {
      results.push(result);
      progress(result);
    };
    done(await tryNotifications(browser, portal, 'notification HTML', payloads));
    done(await tryNotifications(browser, portal, 'notification JSON', payloads));
    done(await tryTerms(browser, portal, payloads, santiagoToday()));
    done(await tryMarkdown(browser, server.baseUrl, payloads));
    return results;
  } finally {
    await server.stop();
  }
}
