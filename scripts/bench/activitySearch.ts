/**
 * Activity search time per keystroke (target < 1 ms): realistic queries typed one
 * character at a time over the real SII catalogue (674 entries), each prefix searched as the picker
 * does on a keystroke, many times over. Prints nothing; scripts/bench.ts prints the figures.
 */
import { readFileSync } from 'node:fs';
import { searchActivities, type Activity, type ActivityCategory } from '../../shared/onboarding/activitySearch.ts';

/** What a person types, with the category chosen in "Buscar por" (null: none chosen). */
const QUERIES: ReadonlyArray<{ text: string; category: ActivityCategory | null }> = [
  { text: 'venta al por menor de articulos', category: null },
  { text: 'Cultivo de maíz', category: null },
  { text: 'servicios de ingeniería', category: 1 },
  { text: 'transporte de carga por carretera', category: 1 },
  { text: 'restaurantes', category: 1 },
  { text: 'CONSTRUCCIÓN DE EDIFICIOS', category: null },
  { text: 'fabricacion de muebles', category: 1 },
  { text: 'asesoria', category: null },
  { text: 'zzz no existe', category: 1 },
  { text: '471100', category: 2 },
  { text: '620100', category: null },
  { text: '11101', category: 2 },
];

export interface ActivitySearchFigures {
  /** Mean time of one keystroke's search, in ms (total time / keystrokes searched). */
  perKeystrokeMs: number;
  /** 99th percentile of single keystroke searches, in ms (timer resolution included). */
  p99KeystrokeMs: number;
  /** The first search over a fresh catalogue array: normalising its 674 labels once, plus that search. */
  firstSearchMs: number;
  keystrokes: number;
  catalogueSize: number;
}

function readCatalogue(): Activity[] {
  const file = new URL('../../shared/reference/activities-cl.json', import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Activity[];
}

/** Times typing every query keystroke by keystroke, `rounds` times after a warm-up. */
export function measureActivitySearch(rounds = 300): ActivitySearchFigures {
  const catalogue = readCatalogue();
  const firstStarted = performance.now();
  searchActivities(catalogue, 'a');
  const firstSearchMs = performance.now() - firstStarted;

  const keystrokes = QUERIES.flatMap(({ text, category }) =>
    Array.from({ length: text.length }, (_, index) => ({ text: text.slice(0, index + 1), category })),
  );
  const typeAll = () => {
    let found = 0;
    for (const { text, category } of keystrokes) found += searchActivities(catalogue, text, category).length;
    return found;
  };
  // Warm-up: let the JIT compile the search before it is timed.
  for (let round = 0; round < 50; round++) typeAll();

  const samples: number[] = [];
  let total = 0;
  let found = 0;
  for (let round = 0; round < rounds; round++) {
    for (const { text, category } of keystrokes) {
      const started = performance.now();
      found += searchActivities(catalogue, text, category).length;
      const elapsed = performance.now() - started;
      samples.push(elapsed);
      total += elapsed;
    }
  }
  // The results are used, so no engine could skip the searches.
  if (found === 0) throw new Error('the benchmark queries found nothing');
  samples.sort((a, b) => a - b);
  return {
    perKeystrokeMs: total / samples.length,
    p99KeystrokeMs: samples[Math.floor(samples.length * 0.99)]!,
    firstSearchMs,
    keystrokes: samples.length,
    catalogueSize: catalogue.length,
  };
}
