/**
 * A module may leave its words to load by locale: the shell fetches the page's language only, and a
 * module still declaring both catalogs at once mounts as before.
 */
import { describe, expect, it } from 'vitest';
import { loadModuleCatalog, type PortalModule } from '../../src/app/modules/portalModule.ts';
import { portalModuleOf } from '../../src/app/modules/moduleLoaderFlow.ts';

const Root = () => null;

describe('module catalogs by locale', () => {
  it("fetches the page's language and never the other", async () => {
    const asked: string[] = [];
    const module: PortalModule = {
      Root,
      messages: {
        'es-CL': async () => (asked.push('es-CL'), { default: { 'hola.title': 'Hola' } }),
        en: async () => (asked.push('en'), { default: { 'hola.title': 'Hello' } }),
      },
    };
    const loaded = await loadModuleCatalog(module, 'en');
    expect(loaded.messages).toEqual({ 'es-CL': {}, en: { 'hola.title': 'Hello' } });
    expect(asked).toEqual(['en']);
  });

  it('keeps catalogs an entry imported with its code', async () => {
    const module: PortalModule = { Root, messages: { 'es-CL': { 'hola.title': 'Hola' }, en: { 'hola.title': 'Hello' } } };
    expect((await loadModuleCatalog(module, 'es-CL')).messages).toEqual({ 'es-CL': { 'hola.title': 'Hola' }, en: { 'hola.title': 'Hello' } });
  });

  it('takes an entry whose catalogs are loaders for a module, and refuses one without catalogs', () => {
    const lazy = { default: { Root, messages: { 'es-CL': () => Promise.resolve({ default: {} }), en: () => Promise.resolve({ default: {} }) } } };
    expect(portalModuleOf(lazy).Root).toBe(Root);
    expect(() => portalModuleOf({ default: { Root, messages: { 'es-CL': {} } } })).toThrow('The entry exports no portal module');
  });
});
