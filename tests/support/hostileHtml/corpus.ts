/**
 * The hostile payloads: the two public corpora of tests/data/xss/ (869 entries, licences beside
 * them) and the portal's own. Each entry keeps where it came from, so a failure names it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface HostilePayload {
  /** `pat-N`, `dompurify-N` or `portal-N`: the corpus and the entry's index in it. */
  id: string;
  /** As the harness stores it (see armed()). */
  payload: string;
}

const folder = path.resolve(import.meta.dirname, '../../data/xss');
const read = <T>(file: string) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as T[];

/**
 * Functions a few payloads call to show they ran, which no browser defines (so a run would end in a
 * ReferenceError nobody sees): in the harness their calls (URL-encoded ones too) call the watch's
 * `__xss()` instead. The data files keep the payloads as published; alert, confirm, prompt, print
 * and open are caught as they are.
 */
const UNDEFINED_MARKERS = /(?<!function\s+)(?:shadowlabs|RWAR|makePopups|noxss|msgbox)(?=\s*(?:\(|%28))/gi;

export const armed = (payload: string): string => payload.replace(UNDEFINED_MARKERS, '__xss');

export function hostilePayloads(): HostilePayload[] {
  const intruders = read<{ source: string; payload: string }>('payloadsallthethings-intruders.json').map((entry, index) => ({ id: `pat-${index}`, payload: armed(entry.payload) }));
  const dompurify = read<{ title: string; payload: string }>('dompurify-fixtures.json').map((entry, index) => ({ id: `dompurify-${index}`, payload: armed(entry.payload) }));
  const ours = read<{ title: string; payload: string }>('portal-payloads.json').map((entry, index) => ({ id: `portal-${index}`, payload: armed(entry.payload) }));
  return [...intruders, ...dompurify, ...ours];
}

/** Every `step`-th payload of the public corpora plus all of ours: a spread sample of `size` for the fast variant. */
export function samplePayloads(size: number): HostilePayload[] {
  const all = hostilePayloads();
  const ours = all.filter((entry) => entry.id.startsWith('portal-'));
  const corpora = all.filter((entry) => !entry.id.startsWith('portal-'));
  const step = Math.max(1, Math.floor(corpora.length / Math.max(1, size - ours.length)));
  return [...corpora.filter((_, index) => index % step === 0).slice(0, size - ours.length), ...ours];
}
