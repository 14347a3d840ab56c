/**
 * A move among a catalogue list's siblings (categories, rejection reasons) as written: the two
 * places it sends, also when the two siblings share a place (two added at once), where a move must
 * still change the order it was asked to change.
 */
import { describe, expect, it } from 'vitest';
import { swapped } from '../../modules/pim/actors.ts';

type Row = { code: string; position: number };

/** Records each write and answers the row as stored. */
function writes() {
  const sent: [string, number][] = [];
  const put = async (row: Row, position: number) => {
    sent.push([row.code, position]);
    return { data: { ...row, position }, response: new Response() };
  };
  return { sent, put };
}

describe('a move among siblings', () => {
  it('trades the two places when they differ, whichever way', async () => {
    const up = writes();
    expect(await swapped({ code: 'b', position: 2 }, { code: 'a', position: 1 }, -1, up.put)).toEqual([
      { code: 'b', position: 1 },
      { code: 'a', position: 2 },
    ]);
    expect(up.sent).toEqual([['b', 1], ['a', 2]]);
    const down = writes();
    await swapped({ code: 'a', position: 1 }, { code: 'b', position: 2 }, 1, down.put);
    expect(down.sent).toEqual([['a', 2], ['b', 1]]);
  });

  it('puts the moved one before a sibling sharing its place going up, and after it going down', async () => {
    const up = writes();
    await swapped({ code: 'b', position: 3 }, { code: 'a', position: 3 }, -1, up.put);
    expect(up.sent).toEqual([['b', 3], ['a', 4]]);
    const down = writes();
    await swapped({ code: 'a', position: 3 }, { code: 'b', position: 3 }, 1, down.put);
    expect(down.sent).toEqual([['a', 4], ['b', 3]]);
  });
});
