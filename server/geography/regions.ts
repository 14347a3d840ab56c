import regionsData from '../../shared/reference/regions-cl.json' with { type: 'json' };
import type { components } from '../../openapi/generated/geography.ts';

export type Region = components['schemas']['Region'];
export type Commune = components['schemas']['Commune'];

/** Spanish, accent-insensitive order: "Aysén" before "Biobío", "Ñuble" after "Maule". */
const spanish = new Intl.Collator('es', { sensitivity: 'base' });
const byName = (left: { name: string }, right: { name: string }) => spanish.compare(left.name, right.name);

/** The 16 regions as the contract shapes them, sorted by name, each with its communes sorted by name. */
export const REGIONS: readonly Region[] = regionsData
  .map((region) => ({
    code: region.code,
    name: region.name,
    roman: region.roman,
    number: region.number,
    abbreviation: region.abbreviation,
    childGeographies: region.communes.map((commune) => ({ code: commune.code, name: commune.name })).sort(byName),
  }))
  .sort(byName);

const regionsByCode = new Map(REGIONS.map((region) => [region.code, region]));

export function findRegion(code: string): Region | undefined {
  return regionsByCode.get(code);
}

/** The commune with this code, only if it belongs to the region. */
export function findCommuneOf(regionCode: string, communeCode: string): Commune | undefined {
  return regionsByCode.get(regionCode)?.childGeographies.find((commune) => commune.code === communeCode);
}
