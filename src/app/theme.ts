import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  textareaRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { lightOnly } from './lightOnly.ts';

/**
 * A dialog is full screen on a phone only: views ask for `size={{ base: 'full', md: 'md' }}`. The
 * sizes other than `full` put back what `full` takes away (height, margin, corners), so the larger
 * screen's size wins over the phone's instead of adding a width to a screen-high box.
 */
const sizedDialogRecipe = {
  ...dialogSlotRecipe,
  variants: {
    ...dialogSlotRecipe.variants,
    size: Object.fromEntries(
      Object.entries(dialogSlotRecipe.variants?.size ?? {}).map(([size, styles]) => [
        size,
        size === 'full' || size === 'cover'
          ? styles
          : { ...styles, content: { ...styles.content, minH: 'auto', borderRadius: 'l3', '--dialog-margin': 'var(--dialog-base-margin)' } },
      ]),
    ),
  },
};

/**
 * Chakra's default theme (tokens, semantic tokens, text and layer styles, preflight, global CSS)
 * with only the recipes of the components the views use: the full `defaultConfig` carries every
 * component's recipe (date pickers, comboboxes...), most of its weight in the first load.
 * A component whose recipe is missing here renders unstyled, so a view that starts using another
 * recipe-backed component (Badge, Tabs, Select...) adds its recipe below.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: lightOnly(semanticTokens),
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      inputAddon: inputAddonRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      textarea: textareaRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      dialog: sizedDialogRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Brand colours and the design's breakpoints (360, 768, 992, 1440). */
const config = defineConfig({
  theme: {
    breakpoints: { sm: '360px', md: '768px', lg: '992px', xl: '1440px' },
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f1fb' },
          100: { value: '#c5daf4' },
          500: { value: '#0b5cad' },
          600: { value: '#094e93' },
          700: { value: '#073f77' },
        },
      },
      sizes: { content: { value: '1440px' } },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.600}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's red.500 reads at 3.8:1 on white, under the 4.5:1 small text needs (field errors are 12 px).
        fg: { error: { value: '{colors.red.700}' } },
        // White on Chakra's green.600 (success flashes, solid badges) reads at 3.3:1 and on orange.600 at
        // 3.6:1; their 700 shades read at 6.8:1 and 7.9:1.
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
      },
    },
  },
});

let made: SystemContext | undefined;

/**
 * Chakra's system, made on first use. Making it (every token's CSS variable, the conditions, the
 * utilities) is the heaviest single piece of work before the first page: a function, not a
 * module-level constant, so main.tsx can run it as a task of its own instead of inside the long
 * task that evaluates the first load, and the browser can paint and answer in between.
 */
export const chakraSystem = (): SystemContext => (made ??= createSystem(defaultBaseConfig, chakraTheme, config));
