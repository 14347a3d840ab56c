/**
 * The kit's keyset paging (server/kit/keysetCursor.ts): a cursor comes back as it went out, only for
 * the view it was made for, and anything tampered with is the 400 INVALID_CURSOR every list's
 * contract names; the condition and the next cursor each list builds from it.
 */
import { describe, expect, it } from 'vitest';
import { ApiProblem } from '../../server/http/api-problem.ts';
import {
  decimalIdCursor,
  instantKey,
  instantKeySql,
  keysetCondition,
  keysetCursor,
  keysetPage,
  rowId,
  textMatching,
  wholeAmount,
} from '../../server/kit/keysetCursor.ts';
import { SqlParameters, whereOf } from '../../server/kit/sqlParameters.ts';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function refusal(run: () => unknown): { statusCode: number; code: string } | 'accepted' {
  try {
    run();
    return 'accepted';
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    return { statusCode: error.statusCode, code: error.code };
  }
}
const INVALID = { statusCode: 400, code: 'INVALID_CURSOR' };

describe('an opaque keyset cursor', () => {
  const byInstant = keysetCursor([instantKey, rowId]);

  it('is base64url JSON of the scope then the key, as the lists have always written it', () => {
    const text = byInstant.encode(['returns'], ['2026-03-02T12:00:00.123456Z', 42]);
    expect(text).toBe(base64url(['returns', '2026-03-02T12:00:00.123456Z', 42]));
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(byInstant.decode(['returns'], text)).toEqual(['2026-03-02T12:00:00.123456Z', 42]);
  });

  it('is refused by another view: another list, sort, direction or tab', () => {
    const text = byInstant.encode(['createdAt', 'desc'], ['2026-03-02T12:00:00.123456Z', 42]);
    expect(refusal(() => byInstant.decode(['createdAt', 'asc'], text))).toEqual(INVALID);
    expect(refusal(() => byInstant.decode(['promisedAt', 'desc'], text))).toEqual(INVALID);
    expect(refusal(() => byInstant.decode(['returns'], text))).toEqual(INVALID);
  });

  it('is refused when it does not decode or does not hold what the list writes', () => {
    for (const text of ['bm9wZQ', '', '%%%', base64url({ a: 1 }), base64url(['returns', '2026-03-02T12:00:00.123456Z']), base64url(['returns', '2026-03-02T12:00:00.123456Z', 42, 1])]) {
      expect(refusal(() => byInstant.decode(['returns'], text))).toEqual(INVALID);
    }
  });

  it('is refused when a value was tampered with', () => {
    const tampered = [
      ['returns', '2026-03-02T12:00:00.123Z', 42], // three decimals: rows of the same millisecond would be lost
      ['returns', '2026-02-30T12:00:00.123456Z', 42], // no such day
      ['returns', '2026-03-02T12:00:00.123456Z', 0],
      ['returns', '2026-03-02T12:00:00.123456Z', 2_147_483_648],
      ['returns', '2026-03-02T12:00:00.123456Z', 4.5],
      ['returns', '2026-03-02T12:00:00.123456Z', '42'],
      ['returns', 1_772_452_800_000, 42],
    ];
    for (const value of tampered) expect(refusal(() => byInstant.decode(['returns'], base64url(value)))).toEqual(INVALID);
  });

  it('checks each kind of key as the list writes it', () => {
    expect([0, 2_147_483_647].map((value) => wholeAmount(value))).toEqual([true, true]);
    expect([-1, 2_147_483_648, 1.5, '10'].map((value) => wholeAmount(value))).toEqual([false, false, false, false]);
    const orderNumber = textMatching(/^[0-9]{4}-[0-9]{6}$/);
    expect([orderNumber('2026-000123'), orderNumber('2026-00012'), orderNumber("2026-000123' or 1=1")]).toEqual([true, false, false]);
  });
});

describe('a bare id cursor (a contract that fixes digits)', () => {
  it('is the id in decimal', () => {
    expect(decimalIdCursor.encode(1234)).toBe('1234');
    expect(decimalIdCursor.decode('1234')).toBe(1234);
    expect(decimalIdCursor.decode('0007')).toBe(7);
  });

  it('is refused out of the ids a list can hand out', () => {
    for (const text of ['0', '2147483648', '99999999999999999999', '', '1e3', '-4']) expect(refusal(() => decimalIdCursor.decode(text))).toEqual(INVALID);
  });
});

describe('the keyset condition', () => {
  const columns = [
    { sql: 'o.created_at', cast: 'timestamptz' },
    { sql: 'o.id', cast: 'int' },
  ];

  it('compares the row of sort values and id beyond the last row, in the page direction', () => {
    const parameters = new SqlParameters(['seller']);
    expect(keysetCondition(columns, ['2026-03-02T12:00:00.123456Z', 42], 'desc', parameters)).toBe('(o.created_at, o.id) < ($2::timestamptz, $3::int)');
    expect(keysetCondition(columns, ['2026-03-02T12:00:00.123456Z', 42], 'asc', parameters)).toBe('(o.created_at, o.id) > ($4::timestamptz, $5::int)');
    expect(parameters.values).toEqual(['seller', '2026-03-02T12:00:00.123456Z', 42, '2026-03-02T12:00:00.123456Z', 42]);
  });

  it('is a plain comparison on the id alone', () => {
    const parameters = new SqlParameters();
    expect(keysetCondition([{ sql: 'u.id', cast: 'int' }], [42], 'desc', parameters)).toBe('u.id < $1::int');
    expect(parameters.values).toEqual([42]);
  });

  it('writes an instant key with the six decimals the cursor checks', () => {
    expect(instantKeySql('r.created_at')).toBe(`to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);
  });

  it('joins conditions into a where clause, or nothing', () => {
    expect(whereOf([])).toBe('');
    expect(whereOf(['a = $1', 'b = $2'])).toBe('where a = $1 and b = $2');
  });
});

describe('a page fetched with limit + 1', () => {
  const cursorOf = (last: { id: number }) => `after-${last.id}`;

  it('drops the extra row and makes the next cursor from the last row shown', () => {
    expect(keysetPage([{ id: 9 }, { id: 8 }, { id: 7 }], 2, cursorOf)).toEqual({ rows: [{ id: 9 }, { id: 8 }], nextCursor: 'after-8' });
  });

  it('has no next cursor when nothing is beyond it', () => {
    expect(keysetPage([{ id: 9 }, { id: 8 }], 2, cursorOf)).toEqual({ rows: [{ id: 9 }, { id: 8 }], nextCursor: null });
    expect(keysetPage([], 2, cursorOf)).toEqual({ rows: [], nextCursor: null });
  });
});
