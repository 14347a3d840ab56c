/**
 * Forged, misplaced and ended bearer credentials against four operations (the session, the session
 * check, a list every role reads, and a seller's own data): each variant's expected answer is
 * written below, and every one is the contract's 401. The genuine token of the same victim is
 * accepted on the same operations, so a refusal is the credential's doing, not the scene's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForgeryScene, tryCredential, type ForgeryScene } from '../support/forgery/forgeryScene.ts';
import { expectContract } from './contract.ts';
import { OPEN_TIMEOUT_MS, openTestApp, type TestApp } from './harness.ts';

/** Every variant the scene builds, and the status each must get on every target. */
const EXPECTED: Record<string, number> = {
  'no Authorization header': 401,
  'the Bearer scheme with no token': 401,
  'the Bearer scheme with blanks': 401,
  'Basic credentials': 401,
  'a genuine token under another scheme': 401,
  'a genuine token in the query string': 401,
  'a genuine token in a cookie': 401,
  'an empty Authorization header': 401,
  'the scheme in lower case': 401,
  'the scheme in capitals': 401,
  'the genuine token twice (duplicated header)': 401,
  'a forged token and the genuine one (duplicated header)': 401,
  'not a JWT': 401,
  'segments that are not base64url': 401,
  "alg 'none' with an empty signature": 401,
  "alg 'none' without a signature segment": 401,
  "alg 'None' in other letter case": 401,
  'HS256 signed with another key': 401,
  'HS512 with the server key': 401,
  'HS384 with the server key': 401,
  'RS256 signed with an attacker key': 401,
  'RS256 carrying its own key in a jwk header': 401,
  'RS256 with a jku header pointing at an attacker key set': 401,
  'RS256 with an x5u header pointing at an attacker certificate': 401,
  'HS256 keyed with an RSA public key (algorithm confusion)': 401,
  'HS256 keyed with an EC public JWK (algorithm confusion)': 401,
  'ES256 signed with an attacker key': 401,
  'a kid header pointing at a file': 401,
  'a kid header carrying SQL': 401,
  'an unknown critical header': 401,
  'a critical b64=false header (unencoded payload)': 401,
  'expired a second ago': 401,
  'not valid for another hour (nbf)': 401,
  'issued an hour from now (iat)': 401,
  'another issuer': 401,
  'another audience': 401,
  'a report-page token: same key, another audience': 401,
  'no expiry': 401,
  'no token id': 401,
  'a subject that is no number': 401,
  'a subject no account has': 401,
  'the payload given an admin role, signature kept': 401,
  "the payload given another seller's user, signature kept": 401,
  'the header switched to none, signature kept': 401,
  'truncated by five characters': 401,
  'the signature stripped': 401,
  'an extra segment': 401,
  'a signature of another token': 401,
  'oversized: 64 KB of claims': 401,
  'revoked by logout': 401,
  'issued before a password change': 401,
  'of a deactivated account': 401,
};

let t: TestApp;
let scene: ForgeryScene;

beforeAll(async () => {
  t = await openTestApp();
  scene = await buildForgeryScene(t);
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await t?.close();
});

describe('forged and ended bearer credentials', () => {
  it('tries exactly the 52 variants the table names', () => {
    expect(scene.credentials.map((credential) => credential.name).sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(Object.keys(EXPECTED)).toHaveLength(52);
  });

  it('accepts the genuine token of the same seller on every target (the control)', async () => {
    expect(scene.targets.map((target) => target.operationId)).toEqual(['getSession', 'checkSession', 'listNotifications', 'getPublishHistory']);
    for (const target of scene.targets) {
      const response = await tryCredential(t, { name: 'genuine', authorization: `Bearer ${scene.genuine}` }, target);
      expect(response.statusCode, target.operationId).toBe(200);
    }
  });

  it('answers each variant on every target with the status the table gives, in the contract\'s shape', async () => {
    const answered: Record<string, number[]> = {};
    const expected: Record<string, number[]> = {};
    for (const credential of scene.credentials) {
      answered[credential.name] = [];
      expected[credential.name] = scene.targets.map(() => EXPECTED[credential.name]!);
      for (const target of scene.targets) {
        const response = await tryCredential(t, credential, target);
        expectContract(response, target.operationId);
        if (response.statusCode === 401) expect(response.json(), credential.name).toMatchObject({ code: 'UNAUTHORIZED' });
        answered[credential.name]!.push(response.statusCode);
      }
    }
    expect(answered).toEqual(expected);
  });
});
