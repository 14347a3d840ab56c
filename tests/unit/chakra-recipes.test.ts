/**
 * The theme carries only the recipes of the components the views use (the full set weighs on the
 * first load), and a Chakra component whose recipe is missing renders unstyled: a drawer once sat
 * at the foot of the page, transparent, because nobody registered its recipe. This test reads every
 * view and fails when one uses a recipe-backed Chakra component that the theme does not register
 * and that does not bring its own recipe (`recipe=` on its root).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chakraSystem } from '../../src/app/theme.ts';

/** Chakra's parts-based components, by the name views use, and the recipe each one reads. */
const SLOT_RECIPES: Record<string, string> = {
  Accordion: 'accordion',
  Alert: 'alert',
  Avatar: 'avatar',
  Breadcrumb: 'breadcrumb',
  Card: 'card',
  Checkbox: 'checkbox',
  Collapsible: 'collapsible',
  Combobox: 'combobox',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Field: 'field',
  Fieldset: 'fieldset',
  FileUpload: 'fileUpload',
  HoverCard: 'hoverCard',
  List: 'list',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Popover: 'popover',
  Progress: 'progress',
  RadioGroup: 'radioGroup',
  Select: 'select',
  Steps: 'steps',
  Switch: 'switch',
  Table: 'table',
  Tabs: 'tabs',
  Tag: 'tag',
  Tooltip: 'tooltip',
};

function viewFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return viewFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** The Chakra names a file imports from '@chakra-ui/react'. */
function chakraImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]?.replace(/^type\s+/, '');
      if (name) names.push(name);
    }
  }
  return names;
}

describe("the theme's recipes", () => {
  it('registers the recipe of every parts-based Chakra component a view uses, unless the view passes its own', () => {
    const missing: string[] = [];
    // The shell's views and the sub-applications' (modules/<name>/), which draw with the shell's theme.
    for (const file of [...viewFiles('src/views'), ...viewFiles('modules')]) {
      const source = readFileSync(file, 'utf8');
      for (const name of chakraImports(source)) {
        const recipe = SLOT_RECIPES[name];
        if (!recipe) continue;
        if (!source.includes(`<${name}.Root`)) continue;
        const registered = chakraSystem()._config.theme?.slotRecipes?.[recipe] !== undefined;
        const ownRecipe = new RegExp(`<${name}\\.Root[^>]*\\brecipe=`, 's').test(source);
        if (!registered && !ownRecipe) missing.push(`${path.relative('.', file)}: ${name} (${recipe})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is not vacuous: the drawer is left to the views that bring its recipe, the dialog is registered', () => {
    expect(chakraSystem()._config.theme?.slotRecipes?.dialog).toBeDefined();
    expect(chakraSystem()._config.theme?.slotRecipes?.drawer).toBeUndefined();
    const drawerViews = viewFiles('src/views').filter((file) => readFileSync(file, 'utf8').includes('<Drawer.Root'));
    expect(drawerViews.map((file) => path.basename(file)).sort()).toEqual(['LearningGuideDrawer.tsx', 'ReputationDrawer.tsx']);
  });
});
