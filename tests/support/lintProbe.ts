/**
 * ESLint with the project's config, for tests that try a lint rule on a small piece of code placed
 * where the rule applies. Type-aware rules are off: they need the files on disk, and `npm test`
 * runs them over the whole tree.
 */
import { ESLint } from 'eslint';

let eslint: ESLint | undefined;

/** The rule ids reported for `code` as if it lived at `filePath`. */
export async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  eslint ??= new ESLint({
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false, project: null } },
      rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
    },
  });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}
