// @vitest-environment jsdom
// DOMPurify, under happy-dom, keeps <script> and javascript: links: what a guide's preview draws is
// judged in jsdom.
/**
 * The learning-guide editor's preview of a hostile guide (modules/learningGuides): drawn as sellers
 * would see it, with nothing that runs and no javascript: link. The editor's flow is covered by
 * learningGuideEditor.test.tsx.
 */
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeGuideServer, GUIDE, renderModule } from './learningGuides.support.tsx';
import { answered } from './orders.support.tsx';

const preview = () => within(document.body).getByRole('region', { name: 'Vista previa' });

describe('the learning-guide editor\'s preview of a hostile guide', () => {
  it('previews hostile markdown as sellers would see it: no element that runs, no javascript: link', async () => {
    const server = fakeGuideServer();
    renderModule('/learning-guides/orders');
    const hostile = { ...GUIDE, content: 'Hola <img src=x onerror="alert(1)"> <script>alert(2)</script> [clic](javascript:alert(3)) <a href="javascript:alert(4)">a</a>' };
    await answered(server.load, 'orders', { guide: hostile });
    await waitFor(() => expect(within(preview()).getByText(/Hola/)).toBeVisible());
    const region = preview();
    expect(region.querySelector('img, script, iframe, [onerror]')).toBeNull();
    for (const link of region.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    // Typed HTML is shown as the text it is, and the form says it may not be saved.
    expect(region).toHaveTextContent('<script>alert(2)</script>');
  });
});
