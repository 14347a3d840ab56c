import { describe, expect, it } from 'vitest';
import { nulTextErrors } from '../../server/openapi/nul-text.ts';

describe('strings holding NUL in a request', () => {
  it('names every field that holds one, however deep, and nothing else', () => {
    const errors = nulTextErrors({ name: 'Tienda\u0000Andes', ok: 'Tienda Andes', payload: [{ question: '1.1', response: 'a\u0000' }, { response: 'b' }], 'a/b': 'x\u0000' });
    expect(errors.map((error) => error.instancePath)).toEqual(['/name', '/payload/0/response', '/a~1b']);
    expect(errors[0]).toMatchObject({ keyword: 'pattern', message: 'must not contain the NUL character' });
  });

  it('finds one in a key too, and in a bare string', () => {
    expect(nulTextErrors({ 'k\u0000': 1 }).map((error) => error.instancePath)).toEqual(['']);
    expect(nulTextErrors('\u0000').map((error) => error.instancePath)).toEqual(['']);
  });

  it('leaves numbers, nulls and the bytes of a file alone', () => {
    expect(nulTextErrors({ count: 0, none: null, file: Buffer.from([0, 0, 0]), flag: true })).toEqual([]);
  });
});
