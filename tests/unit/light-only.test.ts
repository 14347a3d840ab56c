import { describe, expect, it } from 'vitest';
import { lightOnly } from '../../src/app/lightOnly.ts';

describe('semantic tokens kept for the light scheme alone', () => {
  it('keeps each light value, drops the dark one, and leaves single values and descriptions as they are', () => {
    expect(
      lightOnly({
        colors: {
          bg: {
            DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } },
            muted: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.900}' }, description: 'a quieter background' },
          },
          brand: { solid: { value: '{colors.brand.500}' } },
        },
        radii: { l1: { value: '{radii.xs}' } },
      }),
    ).toEqual({
      colors: {
        bg: {
          DEFAULT: { value: '{colors.white}' },
          muted: { value: '{colors.gray.50}', description: 'a quieter background' },
        },
        brand: { solid: { value: '{colors.brand.500}' } },
      },
      radii: { l1: { value: '{radii.xs}' } },
    });
  });

  it('leaves a value that names other conditions but not the light scheme alone', () => {
    const tokens = { shadows: { inner: { value: { base: 'inset 0 1px 2px black', _print: 'none' } } } };
    expect(lightOnly(tokens)).toEqual(tokens);
  });
});
