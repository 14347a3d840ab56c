/**
 * A crash in the middle of sign-ups: the real server (its own data folder, or its own PostgreSQL
 * database) takes `count` concurrent applications, each with its own Idempotency-Key, and is killed
 * with SIGKILL once some have been answered. It is started again on the same data; every key is sent
 * again. An application answered 201 before the crash must be replayed (same id), the others stored
 * now, and every one stored exactly once.
 */
import { randomUUID } from 'node:crypto';
import { startServer, temporaryDataDir } from '../serverProcess.ts';
import { buildApplication, type RegisterFormRequest } from '../../api/support/seller-application.ts';

export interface CrashReport {
  sent: number;
  answeredBeforeCrash: number;
  cutByCrash: number;
  replayedSameId: number;
  storedAfterRestart: number;
  replayedDifferentId: number;
  stored: number;
  storedTwice: number;
  missing: number;
  /** 409 answers the retries waited through (claims of requests the crash cut). */
  waitedForDeadClaims: number;
}

interface Answer {
  status: number;
  applicationId: string | null;
}

async function submit(baseUrl: string, body: RegisterFormRequest, key: string, address: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}/web-hooks/register-form`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { applicationId?: string };
  return { status: response.status, applicationId: json.applicationId ?? null };
}

/** Every stored application's id and company RUT, read as an administrator. */
async function storedApplications(baseUrl: string): Promise<{ id: string; documentNumber: string }[]> {
  const login = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.cl', password: 'Portal2026!' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  if (!login.ok) throw new Error(`The administrator could not sign in: ${login.status}`);
  const all: { id: string; documentNumber: string }[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${baseUrl}/v1/onboarding/applications?page=${page}&pageSize=100`, { headers: { authorization: `Bearer ${accessToken}` } });
    const answer = (await response.json()) as { data?: { id: string; documentNumber: string }[] };
    if (!response.ok || !answer.data) throw new Error(`Listing the applications answered ${response.status}: ${JSON.stringify(answer)}`);
    const data = answer.data;
    all.push(...data);
    if (data.length < 100) return all;
  }
}

export async function crashRun({ count, killAfter, env = {} }: { count: number; killAfter: number; env?: Record<string, string> }): Promise<CrashReport> {
  const dataDir = temporaryDataDir();
  const serverEnv = { SEED_DEMO: 'true', TRUST_PROXY: '1', LOG_LEVEL: 'warn', ...env };
  const applications = Array.from({ length: count }, (_, index) => ({ body: buildApplication(), key: randomUUID(), address: `198.51.100.${1 + index}` }));

  const first = await startServer(serverEnv, dataDir, { keepData: true });
  const before = new Map<string, Answer>();
  let answered = 0;
  let crashed: Promise<void> | null = null;
  await Promise.all(
    applications.map(async ({ body, key, address }) => {
      try {
        const answer = await submit(first.baseUrl, body, key, address);
        before.set(key, answer);
        answered++;
        if (answered === killAfter) crashed = first.crash();
      } catch {
        // The connection died with the server: the applicant does not know whether it was stored.
      }
    }),
  );
  await (crashed ?? first.crash());

  const second = await startServer(serverEnv, dataDir);
  try {
    const report: CrashReport = { sent: count, answeredBeforeCrash: 0, cutByCrash: 0, replayedSameId: 0, storedAfterRestart: 0, replayedDifferentId: 0, stored: 0, storedTwice: 0, missing: 0, waitedForDeadClaims: 0 };
    const finalIds = new Map<string, string>();
    for (const { body, key, address } of applications) {
      const earlier = before.get(key);
      if (earlier?.status === 201) report.answeredBeforeCrash++;
      else report.cutByCrash++;
      // As the wizard does: a key the crashed request still holds answers 409 with Retry-After
      // until its claim is known to be dead; the applicant's retry waits and sends again.
      let again = await submit(second.baseUrl, body, key, address);
      while (again.status === 409) {
        report.waitedForDeadClaims++;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        again = await submit(second.baseUrl, body, key, address);
      }
      if (again.status !== 201 || again.applicationId === null) throw new Error(`Retrying ${key} answered ${again.status}`);
      finalIds.set(key, again.applicationId);
      if (earlier?.status === 201) {
        if (earlier.applicationId === again.applicationId) report.replayedSameId++;
        else report.replayedDifferentId++;
      } else report.storedAfterRestart++;
    }
    const stored = await storedApplications(second.baseUrl);
    const ruts = applications.map(({ body }) => body.payload.find((answer) => answer.question === '1.3')?.response);
    report.stored = stored.filter((application) => ruts.includes(application.documentNumber)).length;
    const seen = new Map<string, number>();
    for (const application of stored) seen.set(application.id, (seen.get(application.id) ?? 0) + 1);
    report.storedTwice = [...seen.values()].filter((times) => times > 1).length;
    report.missing = [...finalIds.values()].filter((id) => !seen.has(id)).length;
    return report;
  } finally {
    await second.stop();
  }
}
