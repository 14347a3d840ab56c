/**
 * Chakra's semantic tokens with only their light-scheme values. The portal is drawn in the light
 * scheme alone (index.html says so; nothing switches it): the dark values would only make Chakra's
 * system larger to build on every page load (a quarter of its time) and its CSS longer, for a `.dark`
 * class nothing ever sets.
 */
type TokenTree = { [key: string]: unknown };

const isObject = (value: unknown): value is TokenTree => typeof value === 'object' && value !== null;

export function lightOnly<T extends TokenTree>(tokens: T): T {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, entry]) => {
      if (!isObject(entry)) return [key, entry];
      if (!('value' in entry)) return [key, lightOnly(entry)];
      const { value } = entry;
      return [key, isObject(value) && '_light' in value ? { ...entry, value: value._light } : entry];
    }),
  ) as T;
}
