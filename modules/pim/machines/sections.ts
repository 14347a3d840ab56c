/**
 * The sections of Configuración PIM and the URL that says which is shown (`?section=brands`), with
 * what each keeps there (the category whose attributes are edited, the brands' search), so a
 * reload or a shared link opens the same place.
 */
export const SECTIONS = ['categories', 'attributes', 'brands', 'reasons'] as const;
export type Section = (typeof SECTIONS)[number];

export interface ConfigurationPlace {
  section: Section;
  /** The attributes' category. */
  categoryId?: number | null;
  /** The brands' search. */
  q?: string;
}

/** The place a query string (without '?') names; an unknown section is the first. */
export function placeOf(search: string): Required<ConfigurationPlace> {
  const query = new URLSearchParams(search);
  const section = SECTIONS.find((one) => one === query.get('section')) ?? 'categories';
  const category = Number(query.get('category'));
  return { section, categoryId: Number.isInteger(category) && category > 0 ? category : null, q: (query.get('q') ?? '').trim().slice(0, 60) };
}

/** The path of a place. */
export function configurationPath({ section, categoryId, q }: ConfigurationPlace): string {
  const query = new URLSearchParams();
  if (section !== 'categories') query.set('section', section);
  if (section === 'attributes' && categoryId) query.set('category', String(categoryId));
  if (section === 'brands' && q) query.set('q', q);
  const text = query.toString();
  return text ? `/pim/configuration?${text}` : '/pim/configuration';
}
