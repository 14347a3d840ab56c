/**
 * One fuzz case per draw: an operation of the contracts, a caller (every role, or nobody), the
 * address it calls from, and a request built from the operation's parameters and body, each part
 * valid or hostile. The runner sends it through the real app and judges the answer: never a 5xx
 * (but the 501 an unreleased module's contract declares), always a status, media type and body the
 * operation's contract declares.
 */
import fc, { type Arbitrary } from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ContractOperation, ContractParameter, HttpMethod } from '../../../server/openapi/contracts.ts';
import { expectContract } from '../../api/contract.ts';
import type { TestApp } from '../../api/harness.ts';
import { knownFor } from './knownValues.ts';
import { hostileArbitrary, nastyString, validArbitrary, type KnownValues } from './schemaArbitrary.ts';

export interface FuzzCase {
  operation: ContractOperation;
  caller: string | null;
  /** The client address: rate limits count per address. */
  address: string;
  url: string;
  headers: Record<string, string>;
  /** The drawn body (for reports), and what is sent: its JSON or a transport fault's bytes; undefined sends none. */
  body: unknown;
  payload: string | undefined;
}

/** A caller and how often it is drawn. */
export interface WeightedCaller {
  caller: string | null;
  weight: number;
}

/**
 * Most cases come from an address of their own, so the per-address rate limits (a few per minute on
 * the sign-up lookups) do not turn the run into 429s; one in five comes from one shared address,
 * so the limits themselves, and their 429 answers, are fuzzed too.
 */
export const SHARED_ADDRESS = '203.0.113.7';
const addressArbitrary: Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 254 })).map(([a, b, c]) => `10.${a}.${b}.${c}`) },
  { weight: 1, arbitrary: fc.constant(SHARED_ADDRESS) },
);

/** A parameter's value: valid most of the time, hostile otherwise, sometimes left out. */
const parameterValue = (parameter: ContractParameter, known: KnownValues): Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: validArbitrary(parameter.schema, known, parameter.name) },
    { weight: 3, arbitrary: hostileArbitrary(parameter.schema, known) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

/** The name under which known values hold whole request bodies (`submitSellerApplication.$body`). */
export const BODY = '$body';

/** Bodies as clients get them wrong on the wire: another media type, JSON cut or bent, too many bytes. */
const OVERSIZED = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });
type Transport = { contentType: string | undefined; payload: string } | null;
const transportFault: Arbitrary<Transport> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16', undefined), fc.constantFrom('{}', 'a=1', '--x--', '<a/>'))
      .map(([contentType, payload]) => ({ contentType, payload })),
  },
  { weight: 2, arbitrary: fc.constantFrom('{', '{"a":1,}', 'NaN', '\u0000', '', '{"a":"\\ud800"}', '['.repeat(1000)).map((payload) => ({ contentType: 'application/json', payload })) },
  { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', payload: OVERSIZED }) },
);

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function caseArbitrary(operation: ContractOperation, callers: readonly WeightedCaller[], known: KnownValues): Arbitrary<FuzzCase> {
  const parameters = operation.parameters.filter((parameter) => parameter.in !== 'cookie');
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const none = fc.constant({ hasBody: false, value: undefined as unknown });
  const body = operation.requestBody
    ? fc.oneof(
        { weight: 6, arbitrary: validArbitrary(bodySchema, known, BODY).map((value) => ({ hasBody: true, value })) },
        { weight: 3, arbitrary: hostileArbitrary(bodySchema, known, BODY).map((value) => ({ hasBody: true, value })) },
        { weight: 1, arbitrary: none },
      )
    : fc.oneof({ weight: 9, arbitrary: none }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => ({ hasBody: true, value })) });
  return fc
    .record({
      caller: fc.oneof(...callers.map(({ caller, weight }) => ({ weight, arbitrary: fc.constant(caller) }))),
      address: addressArbitrary,
      values: fc.tuple(...parameters.map((parameter) => parameterValue(parameter, known))),
      body,
      fault: fc.oneof({ weight: 40, arbitrary: fc.constant<Transport>(null) }, { weight: 1, arbitrary: transportFault }),
      // A query parameter the contract does not list, now and then: prototype keys, bracket and dot syntax.
      extra: fc.oneof(
        { weight: 19, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.tuple(fc.constantFrom('__proto__', 'constructor', 'x', 'page[0]', 'a.b', 'sellerId[]'), nastyString) },
      ),
    })
    .map(({ caller, address, values, body: drawn, fault, extra }) => {
      let url = operation.path;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      parameters.forEach((parameter, index) => {
        const value = values[index];
        if (parameter.in === 'path') {
          // A path segment cannot be empty or absent: the route would not match at all.
          const text = value === undefined || asText(value) === '' ? 'x' : asText(value);
          url = url.replace(`{${parameter.name}}`, encodeURIComponent(text));
        } else if (value !== undefined) {
          if (parameter.in === 'query') {
            if (Array.isArray(value)) value.forEach((item) => query.append(parameter.name, asText(item)));
            else query.append(parameter.name, asText(value));
          } else if (parameter.in === 'header' && parameter.name.toLowerCase() !== 'authorization') {
            // Header values must be Latin-1 without control characters to be sent at all.
            headers[parameter.name] = asText(value).replace(/[^\x20-\x7e]/g, '?').slice(0, 200);
          }
        }
      });
      if (extra) query.append(extra[0], extra[1]);
      const search = query.toString();
      let payload = drawn.hasBody ? (JSON.stringify(drawn.value) ?? 'null') : undefined;
      if (fault) {
        payload = fault.payload;
        if (fault.contentType) headers['content-type'] = fault.contentType;
      } else if (payload !== undefined) headers['content-type'] = 'application/json';
      return { operation, caller, address, url: search ? `${url}?${search}` : url, headers, body: fault ? fault.payload.slice(0, 80) : drawn.value, payload };
    });
}

/** Cases over every operation, each operation drawn as often as any other. */
export function fuzzCaseArbitrary(operations: readonly ContractOperation[], callers: readonly WeightedCaller[], known: KnownValues = {}): Arbitrary<FuzzCase> {
  return fc.oneof(...operations.map((operation) => caseArbitrary(operation, callers, knownFor(known, operation.operationId))));
}

/** What an answer broke: a 5xx the contract does not declare, a status it does not declare, or the declared body. */
export type ProblemKind = 'server error' | 'undeclared status' | 'schema break';
export type Verdict = { ok: true } | { ok: false; kind: ProblemKind; problem: string };

/**
 * Whether an answer keeps the rules: no 5xx but a declared 501; a status the operation declares;
 * a JSON body that its schema accepts, or another body of a media type declared for that status.
 */
export function judge(fuzzCase: FuzzCase, response: LightMyRequestResponse): Verdict {
  const status = String(response.statusCode);
  const declared = fuzzCase.operation.responses[status];
  // The one 5xx a contract may declare is 501, for an operation whose module has not been built.
  if (response.statusCode >= 500 && !(status === '501' && declared)) return { ok: false, kind: 'server error', problem: `${status}: ${response.body.slice(0, 300)}` };
  if (!declared) return { ok: false, kind: 'undeclared status', problem: `${status}: ${response.body.slice(0, 300)}` };
  try {
    expectContract(response, fuzzCase.operation.operationId);
  } catch (error) {
    return { ok: false, kind: 'schema break', problem: (error as Error).message.slice(0, 400) };
  }
  return { ok: true };
}

/** The methods the contracts use, as inject takes them (no contract declares a TRACE operation). */
const INJECT_METHODS: Record<Exclude<HttpMethod, 'trace'>, NonNullable<InjectOptions['method']>> = {
  get: 'GET',
  put: 'PUT',
  post: 'POST',
  delete: 'DELETE',
  options: 'OPTIONS',
  head: 'HEAD',
  patch: 'PATCH',
};

/** Sends one case through the app as its caller (tokens by role), the way a browser or script would. */
export function send(t: TestApp, fuzzCase: FuzzCase, tokens: ReadonlyMap<string, string>) {
  const token = fuzzCase.caller === null ? undefined : tokens.get(fuzzCase.caller);
  const { method } = fuzzCase.operation;
  if (method === 'trace') throw new Error(`${fuzzCase.operation.operationId}: a TRACE operation in a contract, which the fuzz does not send`);
  return t.request({
    method: INJECT_METHODS[method],
    url: fuzzCase.url,
    address: fuzzCase.address,
    headers: fuzzCase.headers,
    ...(token ? { token } : {}),
    ...(fuzzCase.payload !== undefined ? { payload: fuzzCase.payload } : {}),
  });
}
