// @vitest-environment jsdom
// DOMPurify, under happy-dom, keeps <script> and javascript: links: what is drawn from markdown is
// judged in jsdom.
/**
 * The Markdown component as a view draws it: the guide's markdown becomes headings, lists and links
 * a person can use, and an attacker's markdown nothing that runs.
 */
import { render, screen, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { chakraSystem } from '../../src/app/theme.ts';
import { Markdown } from '../../src/views/richText/Markdown.tsx';

const draw = (source: string) =>
  render(
    <ChakraProvider value={chakraSystem()}>
      <Markdown source={source} data-testid="guide" />
    </ChakraProvider>,
  );

describe('Markdown', () => {
  it('draws the guide: a heading, a numbered list, a portal link in this tab and an outside one in a new tab', () => {
    draw('## Tus pedidos\n\n1. Abre [Pedidos](/orders)\n2. Lee la [ayuda](https://ayuda.example.cl/pedidos)');
    expect(screen.getByRole('heading', { level: 2, name: 'Tus pedidos' })).toBeVisible();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Abre Pedidos', 'Lee la ayuda']);
    const orders = screen.getByRole('link', { name: 'Pedidos' });
    expect(orders).toHaveAttribute('href', '/orders');
    expect(orders).not.toHaveAttribute('target');
    const help = screen.getByRole('link', { name: 'ayuda' });
    expect(help).toHaveAttribute('href', 'https://ayuda.example.cl/pedidos');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('draws hostile markdown as harmless text and links without an address', () => {
    draw('[Ver](javascript:alert(1)) <img src=x onerror=alert(1)> ![x](https://attacker.example/p.png)');
    const box = screen.getByTestId('guide');
    expect(box.innerHTML).toBe('<p><a rel="noopener noreferrer">Ver</a> &lt;img src=x onerror=alert(1)&gt; <img alt="x"></p>\n');
    expect(box).toHaveTextContent('Ver <img src=x onerror=alert(1)>');
  });
});
