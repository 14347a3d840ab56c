/**
 * Markdown as the learning guide's answers are written: what a writer means comes out as HTML, and
 * what an attacker tries comes out harmless. Runs in jsdom, where DOMPurify has a DOM to work with.
 * @vitest-environment jsdom
 */
import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from '../../src/views/richText/markdown.ts';

describe('markdownToSafeHtml', () => {
  it('keeps what writers use: emphasis, lists, headings, tables, code, quotes, line breaks, portal and outside links', () => {
    expect(markdownToSafeHtml('Aquí encuentras **todos tus pedidos**. Revisa a diario los *Nuevos*.')).toBe(
      '<p>Aquí encuentras <strong>todos tus pedidos</strong>. Revisa a diario los <em>Nuevos</em>.</p>\n',
    );
    expect(markdownToSafeHtml('## Pasos\n\n1. Entra a [Pedidos](/orders)\n2. Lee la [guía](https://ayuda.example.cl/pedidos)')).toBe(
      '<h2>Pasos</h2>\n<ol>\n<li>Entra a <a href="/orders" rel="noopener noreferrer">Pedidos</a></li>\n<li>Lee la <a href="https://ayuda.example.cl/pedidos" target="_blank" rel="noopener noreferrer">guía</a></li>\n</ol>\n',
    );
    expect(markdownToSafeHtml('![Pedido](/assets/pedido.png "Un pedido")')).toBe('<p><img src="/assets/pedido.png" alt="Pedido" title="Un pedido"></p>\n');
    expect(markdownToSafeHtml('| Estado | Plazo |\n|:---|--:|\n| Nuevo | 24 h |')).toBe(
      '<table>\n<thead>\n<tr>\n<th align="left">Estado</th>\n<th align="right">Plazo</th>\n</tr>\n</thead>\n<tbody><tr>\n<td align="left">Nuevo</td>\n<td align="right">24 h</td>\n</tr>\n</tbody></table>\n',
    );
    expect(markdownToSafeHtml('```js\nconst a = "<b>";\n```\n\n~~antes~~ y `código`')).toBe(
      '<pre><code>const a = "&lt;b&gt;";\n</code></pre>\n<p><del>antes</del> y <code>código</code></p>\n',
    );
    expect(markdownToSafeHtml('> Consejo\n\nLínea uno\nLínea dos')).toBe('<blockquote>\n<p>Consejo</p>\n</blockquote>\n<p>Línea uno<br>Línea dos</p>\n');
    expect(markdownToSafeHtml('Escribe a [soporte](mailto:soporte@portal.cl) o mira <https://ayuda.example.cl>, [arriba](#inicio)')).toBe(
      '<p>Escribe a <a href="mailto:soporte@portal.cl" rel="noopener noreferrer">soporte</a> o mira <a href="https://ayuda.example.cl" target="_blank" rel="noopener noreferrer">https://ayuda.example.cl</a>, <a href="#inicio" rel="noopener noreferrer">arriba</a></p>\n',
    );
  });

  it('shows HTML written inside the markdown as the text it is', () => {
    expect(markdownToSafeHtml('Hola <img src=x onerror=alert(1)> **seller**')).toBe('<p>Hola &lt;img src=x onerror=alert(1)&gt; <strong>seller</strong></p>\n');
    expect(markdownToSafeHtml('<div onclick="x()">\nbloque\n</div>\n\nsigue')).toBe('<p>&lt;div onclick="x()"&gt;\nbloque\n&lt;/div&gt;</p>\n<p>sigue</p>\n');
  });

  it.each([
    ['a javascript: link', '[Ver campaña](javascript:alert(1))', '<p><a rel="noopener noreferrer">Ver campaña</a></p>\n'],
    ['a javascript: link in angle brackets', '[Ver](<javascript:alert(1)>)', '<p><a rel="noopener noreferrer">Ver</a></p>\n'],
    ['a javascript: link spelt with an entity', '[Ver](&#x6A;avascript:alert(1))', '<p><a rel="noopener noreferrer">Ver</a></p>\n'],
    ['a reference-style javascript: link', '[Ver][1]\n\n[1]: javascript:alert(1)', '<p><a rel="noopener noreferrer">Ver</a></p>\n'],
    ['a javascript: autolink', '<javascript:alert(1)>', '<p><a rel="noopener noreferrer">javascript:alert(1)</a></p>\n'],
    ['a data: link', '[Ver](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', '<p><a rel="noopener noreferrer">Ver</a></p>\n'],
    ['a tel: link (markdown links only to the web and mail)', '[Llama](tel:+56222222222)', '<p><a rel="noopener noreferrer">Llama</a></p>\n'],
    ['a title breaking out of its quotes', '[x](https://ayuda.example.cl "t\\" onmouseover=\\"alert(1)")', '<p><a href="https://ayuda.example.cl" title="t&quot; onmouseover=&quot;alert(1)" target="_blank" rel="noopener noreferrer">x</a></p>\n'],
    ['an image breaking out of its address', '![x](x" onerror="alert(1))', '<p>![x](x" onerror="alert(1))</p>\n'],
    ['a script element', '<script>alert(1)</script>Texto', '<p>&lt;script&gt;alert(1)&lt;/script&gt;Texto</p>\n'],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)', '<p><img alt="x"></p>\n'],
    ['an image from another site', '![logo](https://attacker.example/pixel.png)', '<p><img alt="logo"></p>\n'],
    ['a protocol-relative link (another site: new tab)', '[x](//attacker.example/x)', '<p><a href="//attacker.example/x" target="_blank" rel="noopener noreferrer">x</a></p>\n'],
    ['a backslash link (kept on the portal by marked)', '[x](/\\attacker.example)', '<p><a href="/%5Cattacker.example" rel="noopener noreferrer">x</a></p>\n'],
    ['a task list (no form controls)', '- [x] hecha', '<ul>\n<li> hecha</li>\n</ul>\n'],
  ])('leaves nothing that runs or leaves of %s', (_name, markdown, html) => {
    expect(markdownToSafeHtml(markdown)).toBe(html);
  });
});
