/**
 * The entrance drawn ahead of the script: how the build writes a drawn page into index.html, and
 * what the production build's /login page holds (`npm test` builds before this runs).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withDrawnPage } from '../../scripts/prerender/vitePlugin.ts';

const DIST = path.resolve(import.meta.dirname, '../../dist');

const INDEX = `<!doctype html>
<html lang="es-CL">
  <head>
    <title>Portal Sellers</title>
    <script type="module" crossorigin src="/assets/index-AbC.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/xstate-Def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('writing a drawn page into index.html', () => {
  it('puts the markup inside #root, links its stylesheet ahead of the scripts and lets the scripts come after it', () => {
    expect(withDrawnPage(INDEX, { html: '<main><h1>Ingresa</h1></main>', stylesheetHref: '/assets/login-X1.css' })).toBe(`<!doctype html>
<html lang="es-CL">
  <head>
    <title>Portal Sellers</title>
    <link rel="stylesheet" href="/assets/login-X1.css" data-prerendered>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-AbC.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/xstate-Def.js">
  </head>
  <body>
    <div id="root"><main><h1>Ingresa</h1></main></div>
  </body>
</html>
`);
  });

  it('refuses an index.html without an empty #root, rather than writing a page that draws nothing ahead', () => {
    expect(() => withDrawnPage(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), { html: '<main></main>', stylesheetHref: '/a.css' })).toThrow(
      'index.html has no empty <div id="root"></div> to draw into',
    );
  });
});

describe('the built /login page', () => {
  const file = path.join(DIST, 'login.html');
  if (!existsSync(file)) throw new Error('dist/login.html is missing: run `npx vite build` first (npm test does).');
  const page = readFileSync(file, 'utf8');
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(page)?.[1] ?? '';
  const stylesheetHref = /<link rel="stylesheet" href="(\/assets\/login-[\w-]+\.css)" data-prerendered>/.exec(page)?.[1];

  it('draws what a visitor first sees: the title, the service check under way and the invitation to sell', () => {
    expect(root).toMatch(/<h1 class="chakra-heading [^"]*">Ingresa a Portal Sellers<\/h1>/);
    expect(root).toMatch(/<div class="[^"]*" role="status"><span class="chakra-spinner [^"]*"><\/span><p>Verificando la disponibilidad de los servicios…<\/p><\/div>/);
    expect(root).toMatch(/<h2 id="login-register-title" [^>]*>¿Quieres vender en nuestro marketplace\?<\/h2>/);
    expect(root).toMatch(/<a href="\/registrate-ahora" [^>]*>Regístrate ahora<\/a>/);
  });

  it('holds no script of its own (the CSP allows none inline) and keeps the build\'s entry script', () => {
    expect(page.match(/<script\b[^>]*>/g)).toEqual([expect.stringMatching(/^<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js">$/)]);
  });

  it('links a stylesheet of the build, compressed like the other assets, that styles every class the markup uses', () => {
    expect(stylesheetHref).toBeDefined();
    const stylesheet = path.join(DIST, stylesheetHref!);
    expect(existsSync(`${stylesheet}.br`) && existsSync(`${stylesheet}.gz`)).toBe(true);
    const css = readFileSync(stylesheet, 'utf8');
    const classes = [...new Set([...root.matchAll(/\bps-[a-z0-9]+\b/g)].map(([name]) => name))];
    expect(classes.length).toBeGreaterThan(5);
    expect(classes.filter((name) => !css.includes(`.${name}`))).toEqual([]);
  });
});
