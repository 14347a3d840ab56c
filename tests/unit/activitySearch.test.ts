import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import catalogueJson from '../../shared/reference/activities-cl.json';
import {
  ACTIVITY_RESULTS_LIMIT,
  activityOptionText,
  normalizeForSearch,
  searchActivities,
  splitActivityOption,
  type Activity,
  type ActivityCategory,
} from '../../shared/onboarding/activitySearch.ts';

const catalogue: readonly Activity[] = catalogueJson;
const RUNS = { numRuns: 1000 };

const codesOf = (activities: readonly Activity[]) => activities.map((activity) => activity.code);
const byCode = (code: string) => catalogue.find((activity) => activity.code === code)!;

/**
 * An oracle written apart from the module: drop the accents Spanish labels carry, upper-case both
 * sides (the labels are upper case), compare as plain strings.
 */
const ACCENTS: Record<string, string> = { Á: 'A', É: 'E', Í: 'I', Ó: 'O', Ú: 'U', Ü: 'U', Ñ: 'N' };
const plain = (text: string) =>
  text
    .toUpperCase()
    .replace(/[ÁÉÍÓÚÜÑ]/g, (letter) => ACCENTS[letter]!)
    .replace(/\s+/g, ' ')
    .trim();
function expectedMatches(text: string, category: ActivityCategory | undefined): Activity[] {
  const query = plain(text);
  if (query === '') return [];
  const digits = /^[0-9]+$/.test(query);
  if (category === 2 || (category === undefined && digits)) {
    if (!digits) return [];
    return catalogue.filter(({ code }) => code.startsWith(query) || (query.length === 5 && code === `0${query}`));
  }
  return catalogue.filter(({ label }) => plain(label).includes(query));
}

const category = fc.constantFrom<ActivityCategory | undefined>(undefined, 1, 2);
const activity = fc.constantFrom(...catalogue);
/** A piece of a real label: what a person looking for that activity types. */
const labelPiece = activity.chain(({ label }) =>
  fc.tuple(fc.nat(label.length - 1), fc.integer({ min: 1, max: 12 })).map(([from, length]) => label.slice(from, from + length)),
);
const REGEXP_CHARACTERS = ['(', ')', '[', ']', '{', '}', '.', '*', '+', '?', '^', '$', '|', '\\', '/'];
const hostileText = fc
  .array(fc.constantFrom(...REGEXP_CHARACTERS, 'a', 'E', 'í', ' ', '0', '1'), { maxLength: 8 })
  .map((characters) => characters.join(''));
const anyText = fc.oneof(labelPiece, hostileText, fc.string({ maxLength: 10 }), fc.stringMatching(/^[0-9]{1,7}$/));

/** Accents on vowels and random case: how else a person may type the same letters. */
const ACCENTED: Record<string, string[]> = { a: ['á', 'Á'], e: ['é', 'É'], i: ['í', 'Í'], o: ['ó', 'Ó'], u: ['ú', 'Ú', 'ü'], n: ['ñ', 'Ñ'] };
const retyped = (text: string) =>
  fc.array(fc.nat(2), { minLength: text.length, maxLength: text.length }).map((choices) =>
    [...text.toLowerCase()]
      .map((letter, index) => {
        const choice = choices[index]!;
        const variants = ACCENTED[letter];
        if (variants && choice > 0) return variants[(choice - 1) % variants.length];
        return choice === 1 ? letter.toUpperCase() : letter;
      })
      .join(''),
  );

describe('normalizeForSearch', () => {
  it('removes accents and case, collapses spaces and trims', () => {
    expect(normalizeForSearch('  CULTIVO DE   MAÍZ ')).toBe('cultivo de maiz');
    expect(normalizeForSearch('Ñandú PINGÜINO')).toBe('nandu pinguino');
    expect(normalizeForSearch('')).toBe('');
  });

  it('gives the same text for every accent and case a person may type', () => {
    fc.assert(
      fc.property(
        labelPiece.chain((piece) => fc.tuple(fc.constant(piece), retyped(piece))),
        ([piece, variant]) => {
          expect(normalizeForSearch(variant)).toBe(normalizeForSearch(piece));
        },
      ),
      RUNS,
    );
  });
});

describe('searchActivities, examples over the SII catalogue', () => {
  it('Actividad (1) matches the label as a substring, ignoring accents and case', () => {
    const results = searchActivities(catalogue, 'maiz', 1);
    expect(codesOf(results)).toContain('011102');
    expect(results.every(({ label }) => label.includes('MAÍZ'))).toBe(true);
    expect(searchActivities(catalogue, 'CULTIVO DE MAÍZ', 1)).toEqual(searchActivities(catalogue, 'cultivo de maiz', 1));
  });

  it('Código (2) matches the code by prefix', () => {
    expect(codesOf(searchActivities(catalogue, '011101', 2))).toEqual(['011101']);
    const prefix = searchActivities(catalogue, '0111', 2);
    expect(prefix.length).toBeGreaterThan(1);
    expect(prefix.every(({ code }) => code.startsWith('0111'))).toBe(true);
    expect(searchActivities(catalogue, 'trigo', 2)).toEqual([]);
  });

  it('a 5-digit code is the 6-digit code with its leading 0 dropped', () => {
    expect(codesOf(searchActivities(catalogue, '11101', 2))).toEqual(['011101']);
    expect(codesOf(searchActivities(catalogue, '11101'))).toEqual(['011101']);
    // Besides the padded code, 5 digits are still a prefix of 6-digit codes.
    expect(codesOf(searchActivities(catalogue, '47110', 2))).toEqual(['471100']);
  });

  it('with no category, digits search the code and anything else the label', () => {
    expect(searchActivities(catalogue, '011101')).toEqual([byCode('011101')]);
    expect(codesOf(searchActivities(catalogue, 'trigo'))).toEqual(['011101', '011105', '106101']);
    // Actividad reads digits as label text: the one label with a number in it.
    expect(codesOf(searchActivities(catalogue, '20.388', 1))).toHaveLength(1);
    expect(searchActivities(catalogue, '011101', 1)).toEqual([]);
  });

  it('answers at most 20, the first ones in code order', () => {
    const all = catalogue.filter(({ label }) => label.includes('CULTIVO'));
    expect(all.length).toBeGreaterThan(ACTIVITY_RESULTS_LIMIT);
    expect(searchActivities(catalogue, 'cultivo')).toEqual(all.slice(0, ACTIVITY_RESULTS_LIMIT));
    expect(searchActivities(catalogue, 'cultivo', 1, 3)).toEqual(all.slice(0, 3));
  });

  it('finds nothing for blank text', () => {
    expect(searchActivities(catalogue, '')).toEqual([]);
    expect(searchActivities(catalogue, '   ', 1)).toEqual([]);
    expect(searchActivities(catalogue, ' ', 2)).toEqual([]);
  });

  it('reads RegExp characters as themselves', () => {
    expect(searchActivities(catalogue, '.*')).toEqual([]);
    expect(searchActivities(catalogue, '[A-Z]')).toEqual([]);
    expect(searchActivities(catalogue, '(')).toEqual(expectedMatches('(', undefined).slice(0, ACTIVITY_RESULTS_LIMIT));
    expect(searchActivities(catalogue, '(')).toHaveLength(ACTIVITY_RESULTS_LIMIT);
    expect(searchActivities(catalogue, '0.1', 2)).toEqual([]);
  });

  it('orders by code whatever the order of the catalogue it is given', () => {
    const shuffled = [...catalogue].reverse();
    expect(searchActivities(shuffled, 'trigo')).toEqual(searchActivities(catalogue, 'trigo'));
    // A second search over the same array uses what the first prepared, and still sees the same order.
    expect(searchActivities(shuffled, 'trigo')).toEqual(searchActivities(catalogue, 'trigo'));
  });

  it('takes well under 1 ms per keystroke once the catalogue is prepared', () => {
    searchActivities(catalogue, 'a');
    const query = 'venta al por menor de articulos';
    const repetitions = 200;
    const started = performance.now();
    for (let round = 0; round < repetitions; round++) {
      for (let end = 1; end <= query.length; end++) searchActivities(catalogue, query.slice(0, end));
    }
    const perKeystroke = (performance.now() - started) / (repetitions * query.length);
    expect(perKeystroke).toBeLessThan(1);
  });
});

describe('searchActivities, properties', () => {
  it('answers entries of the catalogue, at most 20, in code order, each matching, and the first ones that match', () => {
    fc.assert(
      fc.property(anyText, category, (text, chosen) => {
        const results = searchActivities(catalogue, text, chosen);
        expect(results.length).toBeLessThanOrEqual(ACTIVITY_RESULTS_LIMIT);
        for (const result of results) expect(catalogue).toContain(result);
        const codes = codesOf(results);
        expect(codes).toEqual([...new Set(codes)].sort());
        expect(results).toEqual(expectedMatches(text, chosen).slice(0, ACTIVITY_RESULTS_LIMIT));
      }),
      RUNS,
    );
  });

  it('a full code finds exactly its activity (by Código or with no category), and its 5-digit form finds it too', () => {
    fc.assert(
      fc.property(activity, fc.constantFrom<ActivityCategory | undefined>(undefined, 2), (entry, chosen) => {
        expect(searchActivities(catalogue, entry.code, chosen)).toEqual([entry]);
        expect(searchActivities(catalogue, ` ${entry.code} `, chosen)).toEqual([entry]);
        if (entry.code.startsWith('0')) expect(searchActivities(catalogue, entry.code.slice(1), chosen)).toContain(entry);
      }),
      RUNS,
    );
  });

  it('a piece of a label finds that activity, typed with any accents and case', () => {
    fc.assert(
      fc.property(
        activity.chain((entry) =>
          fc
            .tuple(fc.nat(entry.label.length - 1), fc.integer({ min: 3, max: 20 }))
            .map(([from, length]) => entry.label.slice(from, from + length))
            .filter((piece) => piece.trim() !== '')
            .chain((piece) => fc.tuple(fc.constant(entry), fc.constant(piece), retyped(piece))),
        ),
        ([entry, piece, variant]) => {
          const everything = searchActivities(catalogue, variant, 1, catalogue.length);
          expect(everything).toContain(entry);
          expect(everything).toEqual(searchActivities(catalogue, piece, 1, catalogue.length));
        },
      ),
      RUNS,
    );
  });

  it('never reads the text as a RegExp: metacharacters neither throw nor match more than themselves', () => {
    fc.assert(
      fc.property(hostileText, category, (text, chosen) => {
        const results = searchActivities(catalogue, text, chosen, catalogue.length);
        expect(results).toEqual(expectedMatches(text, chosen));
      }),
      RUNS,
    );
  });
});

describe('suggestion text', () => {
  it("is 'code - label', and splitting it on the first ' - ' gives the activity back", () => {
    fc.assert(
      fc.property(activity, (entry) => {
        expect(splitActivityOption(activityOptionText(entry))).toEqual(entry);
      }),
      RUNS,
    );
    expect(splitActivityOption('011101 - CULTIVO - DE TRIGO')).toEqual({ code: '011101', label: 'CULTIVO - DE TRIGO' });
    expect(splitActivityOption('011101')).toEqual({ code: '011101', label: '' });
  });
});
