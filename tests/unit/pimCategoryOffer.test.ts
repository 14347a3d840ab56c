/** Which categories the product form offers a new product: active ones of active departments, as the server allows. */
import { describe, expect, it } from 'vitest';
import { isOffered } from '../../modules/pim/machines/productEditor.machine.ts';
import type { Category } from '../../modules/pim/machines/catalog.types.ts';

const node = (id: number, parentId: number | null, active: boolean) => ({ id, parentId, active }) as Category;

describe('the categories offered to a new product', () => {
  const tree = [node(1, null, true), node(11, 1, true), node(12, 1, false), node(2, null, false), node(21, 2, true)];
  it('are the active categories of active departments, never a department', () => {
    expect(tree.filter((category) => isOffered(tree, category)).map((category) => category.id)).toEqual([11]);
  });
});
