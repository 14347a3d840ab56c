/**
 * The lint rules that hold the folder boundaries, tried on small pieces of code placed where the rule
 * applies: a rule that silently stopped matching (a renamed folder, a plugin update) fails here.
 * Type-aware rules are left out of these probes because they need the files on disk; `npm test` runs
 * them over the whole tree.
 */
import { describe, expect, it } from 'vitest';
import { rulesBroken } from '../support/lintProbe.ts';

describe('the network is reached only through src/api/', () => {
  it.each([
    ['a view calling fetch', "export const load = () => fetch('/x');\n", 'src/views/probe/Probe.tsx', 'no-restricted-globals'],
    ['a machine calling window.fetch', "export const load = () => window.fetch('/x');\n", 'machines/probe/probe.machine.ts', 'no-restricted-properties'],
    ['shared code calling globalThis.fetch', "export const load = () => globalThis.fetch('/x');\n", 'shared/probe/probe.ts', 'no-restricted-properties'],
    ['the app beaconing', "export const ping = () => navigator.sendBeacon('/x');\n", 'src/app/probe.ts', 'no-restricted-properties'],
    ['a view opening an XMLHttpRequest', 'export const open = () => new XMLHttpRequest();\n', 'src/views/probe/Probe.tsx', 'no-restricted-globals'],
  ])('%s is refused', async (_name, code, filePath, rule) => {
    expect(await rulesBroken(code, filePath)).toEqual([rule]);
  });

  it('the typed clients may call fetch', async () => {
    expect(await rulesBroken("export const load = () => fetch('/x');\n", 'src/api/probe.ts')).toEqual([]);
  });
});

describe('import zones', () => {
  it('a view may not import a value from src/app/', async () => {
    const code = "import { createApp } from '../../app/createApp.tsx';\nexport const app = createApp;\n";
    expect(await rulesBroken(code, 'src/views/probe/Probe.tsx')).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('a view may import a type from src/app/', async () => {
    const code = "import type { AppConfig } from '../../app/createApp.tsx';\nexport type Config = AppConfig;\n";
    expect(await rulesBroken(code, 'src/views/probe/Probe.tsx')).toEqual([]);
  });

  it('a machine may not import React', async () => {
    const code = "import { useState } from 'react';\nexport const hook = useState;\n";
    expect(await rulesBroken(code, 'machines/probe/probe.machine.ts')).toEqual(['no-restricted-imports']);
  });

  it('a view may not import the typed clients', async () => {
    const code = "import { createClients } from '../../api/clients.ts';\nexport const clients = createClients;\n";
    expect(await rulesBroken(code, 'src/views/probe/Probe.tsx')).toEqual(['no-restricted-imports']);
  });
});
