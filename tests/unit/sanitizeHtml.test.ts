/**
 * The browser's HTML cleaner on its own: the allow-list, and the holes the hostile-HTML proof found in
 * the earlier deny-list (other sites' images through backslashes and tabs, media, `background`,
 * popovers and the app's own class names), each with the exact markup that comes out.
 * @vitest-environment jsdom
 */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/views/richText/sanitizeHtml.ts';

describe('sanitizeHtml', () => {
  it('keeps the rich text staff write', () => {
    expect(
      sanitizeHtml('<h2>Despachos</h2><p>Lee <strong>esto</strong> y <a href="/orders">tus pedidos</a>.</p><ol start="3"><li>Uno</li></ol><img src="/assets/a.png" alt="A" width="20">'),
    ).toBe(
      '<h2>Despachos</h2><p>Lee <strong>esto</strong> y <a href="/orders" rel="noopener noreferrer">tus pedidos</a>.</p><ol start="3"><li>Uno</li></ol><img src="/assets/a.png" alt="A" width="20">',
    );
    expect(sanitizeHtml('<table><tr><th scope="col" colspan="2">Plazo</th></tr></table>')).toBe('<table><tbody><tr><th scope="col" colspan="2">Plazo</th></tr></tbody></table>');
    expect(sanitizeHtml('<a href="tel:+56222222222">Llámanos</a>')).toBe('<a href="tel:+56222222222" rel="noopener noreferrer">Llámanos</a>');
    expect(sanitizeHtml('<a href="tel:+56222222222">Llámanos</a>', { telLinks: false })).toBe('<a rel="noopener noreferrer">Llámanos</a>');
  });

  it('decides target and rel itself: a new tab only for another site', () => {
    expect(sanitizeHtml('<a href="https://ayuda.example.cl" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://ayuda.example.cl" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/orders" target="_blank">x</a>')).toBe('<a href="/orders" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="//attacker.example/x">x</a>')).toBe('<a href="//attacker.example/x" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it.each([
    ['an image behind /\\', '<img src="/\\attacker.example/1.png" alt="a">', '<img alt="a">'],
    ['an image behind \\\\', '<img src="\\\\attacker.example/2.png" alt="b">', '<img alt="b">'],
    ['an image behind a tab inside //', '<img src="/&#9;/attacker.example/3.png" alt="c">', '<img alt="c">'],
    ['an image spelt https:host', '<img src="https:attacker.example/4.png" alt="d">', '<img alt="d">'],
    ['video, its poster and source', '<video src="https://attacker.example/v.mp4" poster="https://attacker.example/p.png" autoplay><source src="https://attacker.example/s.mp4"><track src="https://attacker.example/t.vtt">Vídeo</video>', ''],
    ['audio', '<audio src="https://attacker.example/a.mp3" autoplay>Audio</audio>', ''],
    ['a table background', '<table background="https://attacker.example/bg.png"><tr><td>x</td></tr></table>', '<table><tbody><tr><td>x</td></tr></tbody></table>'],
    ['a popover, a dialog and the app\'s class names', '<div popover id="p" class="chakra-dialog__backdrop">x</div><dialog open>y</dialog>', '<div>x</div>y'],
    ['a form control outside a form', '<input type="image" src="https://attacker.example/i.png"><button formaction="https://attacker.example">Ir</button>', 'Ir'],
    ['data and aria attributes', '<p data-x="1" aria-hidden="true" name="getElementById">z</p>', '<p>z</p>'],
  ])('removes what the deny-list let through: %s', (_name, html, clean) => {
    expect(sanitizeHtml(html)).toBe(clean);
  });

  it.each([
    ['a script', '<p>Hola<script>alert(1)</script></p>', '<p>Hola</p>'],
    ['a handler', '<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['a javascript: link with a tab', '<a href="jav&#x09;ascript:alert(1)">Ver</a>', '<a rel="noopener noreferrer">Ver</a>'],
    ['a style element and attribute', '<style>p{color:red}</style><p style="position:fixed">x</p>', '<p>x</p>'],
    ['svg', '<svg><a xlink:href="javascript:alert(1)"><text>Ir</text></a></svg>', ''],
    ['mathml mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>', ''],
    ['base and meta', '<base href="https://attacker.example/"><meta http-equiv="refresh" content="0;url=https://attacker.example">x', 'x'],
  ])('removes %s', (_name, html, clean) => {
    expect(sanitizeHtml(html)).toBe(clean);
  });
});
