/**
 * multipart/form-data for the few operations that take a file as a browser sends it (a FormData),
 * rather than as base64 inside JSON: the file travels as its bytes, a third smaller, and is never
 * decoded from text. Only the routes named here read such a body; any other answers 415 as before,
 * without reading it. A body over its route's limit is refused from its Content-Length before a byte
 * is read, or as soon as it passes the limit.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiProblem } from '../http/api-problem.ts';

/** One part of a form: a field (`fileName` null) or a file. */
export interface FormPart {
  name: string;
  fileName: string | null;
  data: Buffer;
}

/** A parsed multipart body, as the route's handler finds it in `request.body`. */
export class MultipartForm {
  constructor(readonly parts: readonly FormPart[]) {}

  /** The text of the first field of this name (null when absent). */
  field(name: string): string | null {
    const part = this.parts.find((candidate) => candidate.name === name && candidate.fileName === null);
    return part ? part.data.toString('utf8') : null;
  }

  /** The first file of this name with a name and content (a form's empty file input sends neither). */
  file(name: string): { fileName: string; data: Buffer } | null {
    const part = this.parts.find((candidate) => candidate.name === name && candidate.fileName !== null && (candidate.fileName !== '' || candidate.data.length > 0));
    return part ? { fileName: part.fileName!, data: part.data } : null;
  }
}

const unsupported = () => new ApiProblem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
const malformed = () => new ApiProblem(400, 'VALIDATION_FAILED', 'The multipart body is malformed', { details: [{ field: 'body', message: 'is not multipart/form-data' }] });

/** A header parameter's value (`name="file"`, `filename="a b.xlsx"`). */
function parameterOf(header: string, parameter: string): string | null {
  const match = new RegExp(`;\\s*${parameter}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header) ?? new RegExp(`;\\s*${parameter}=([^;\\s]+)`, 'i').exec(header);
  return match ? match[1]!.replace(/\\(.)/g, '$1') : null;
}

/** The parts of a multipart body with `boundary`; null when it is not one. */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const between = Buffer.from(`\r\n--${boundary}`);
  // Whatever comes before the first delimiter is a preamble, which the format lets a sender write.
  const at = body.indexOf(delimiter);
  if (at === -1) return null;
  const parts: FormPart[] = [];
  let cursor = at + delimiter.length;
  for (;;) {
    const after = body.subarray(cursor, cursor + 2).toString('latin1');
    if (after === '--') return parts;
    if (after !== '\r\n') return null;
    const headersEnd = body.indexOf('\r\n\r\n', cursor + 2);
    if (headersEnd === -1) return null;
    const headers = body.subarray(cursor + 2, headersEnd).toString('utf8').split('\r\n');
    const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? '';
    const name = parameterOf(disposition, 'name');
    const next = body.indexOf(between, headersEnd + 4);
    if (name === null || next === -1) return null;
    parts.push({ name, fileName: parameterOf(disposition, 'filename'), data: body.subarray(headersEnd + 4, next) });
    cursor = next + between.length;
  }
}

/** Reads the request's body up to `limit` bytes; `tooLarge` once it passes. */
async function bodyOf(request: FastifyRequest, payload: AsyncIterable<Buffer>, limit: number, tooLarge: () => ApiProblem): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/**
 * Lets `routes` (path as the contract writes it, with Fastify's `:param`s) read multipart/form-data
 * bodies of at most their limit; their handlers find a MultipartForm in `request.body`.
 */
export function installMultipartForms(app: FastifyInstance, routes: ReadonlyMap<string, { limitBytes: number; tooLarge: () => ApiProblem }>): void {
  app.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: AsyncIterable<Buffer>) => {
    const route = routes.get(request.routeOptions.url ?? '');
    if (!route) throw unsupported();
    const boundary = parameterOf(`;${String(request.headers['content-type'] ?? '').replace(/^[^;]*/, '')}`, 'boundary');
    if (!boundary) throw malformed();
    const parts = parseMultipart(await bodyOf(request, payload, route.limitBytes, route.tooLarge), boundary);
    if (!parts) throw malformed();
    return new MultipartForm(parts);
  });
}
