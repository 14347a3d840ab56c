import type { ErrorObject } from 'ajv';

/**
 * Where a request's strings hold the NUL character (U+0000), which PostgreSQL's text cannot store:
 * left to the database, such a string failed the query and answered 500. Nothing a person types holds
 * one, so a field that does is refused as malformed, by its path. Objects and arrays are walked,
 * but not a file's bytes or a stream.
 */
export function nulTextErrors(data: unknown, instancePath = ''): ErrorObject[] {
  if (typeof data === 'string') {
    return data.includes('\u0000')
      ? [{ instancePath, schemaPath: '#/not-nul', keyword: 'pattern', params: { pattern: '^[^\\u0000]*$' }, message: 'must not contain the NUL character' }]
      : [];
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => nulTextErrors(item, `${instancePath}/${index}`));
  if (typeof data === 'object' && data !== null) {
    if (!isParsedObject(data)) return [];
    return Object.entries(data).flatMap(([key, value]) => [
      ...(key.includes('\u0000') ? nulTextErrors(key, instancePath) : []),
      ...nulTextErrors(value, `${instancePath}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`),
    ]);
  }
  return [];
}

/** Parsed JSON, query or route parameters (Fastify's have their own prototypes), not bytes or streams. */
function isParsedObject(data: object): boolean {
  if (ArrayBuffer.isView(data) || data instanceof ArrayBuffer || data instanceof Date) return false;
  return typeof (data as { pipe?: unknown }).pipe !== 'function';
}
