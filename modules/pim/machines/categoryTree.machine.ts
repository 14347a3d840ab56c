/**
 * Configuración PIM > Categorías: the tree of departments, each followed by its categories. A
 * department or a category is added (a category under its department), renamed, retired or
 * reactivated, or moved up or down among its siblings; admin (whoever holds setCategoryCommission)
 * changes commissions: a department always has one, a category may take its department's.
 */
import { createRecordEditor } from './recordEditor.ts';
import { categoryFormMachine, commissionFormMachine, type CategoryFacts, type CommissionValues } from './recordForms.ts';
import { nameKey, percentTextOf } from './catalogText.ts';
import type { Category } from './catalog.types.ts';

export type CategoryAction = 'addDepartment' | 'addCategory' | 'rename' | 'commission' | 'retire' | 'reactivate' | 'moveUp' | 'moveDown';

export interface CategoryTreeInput {
  /** Whether the person sets commissions (the session's permissions hold setCategoryCommission). */
  mayCommission: boolean;
}

export const isDepartment = (category: Category): boolean => category.parentId === null;

/** The record's siblings in their order (the departments, or its department's categories), itself included. */
export const siblingsOf = (tree: readonly Category[], category: Category): Category[] => tree.filter((other) => other.parentId === category.parentId);

/** The tree in its order: each department by position, followed by its categories by position. */
export function treeOrder(records: readonly Category[]): Category[] {
  const byPlace = (a: Category, b: Category) => a.position - b.position || a.id - b.id;
  const departments = records.filter(isDepartment).sort(byPlace);
  return departments.flatMap((department) => [department, ...records.filter((record) => record.parentId === department.id).sort(byPlace)]);
}

/**
 * The records with each category that takes its department's commission reading the department's
 * as now known: a department's new commission is its categories' too, without reading the tree again.
 */
export function withInheritedCommissions(records: readonly Category[]): Category[] {
  const departments = new Map(records.filter(isDepartment).map((department) => [department.id, department]));
  return records.map((record) => {
    const department = record.parentId === null || record.commissionBp !== null ? undefined : departments.get(record.parentId);
    return department && department.effectiveCommissionBp !== record.effectiveCommissionBp ? { ...record, effectiveCommissionBp: department.effectiveCommissionBp } : record;
  });
}

/** The sibling a move swaps places with, if there is one that way. */
export function neighbourOf(tree: readonly Category[], category: Category, by: -1 | 1): Category | null {
  const siblings = siblingsOf(tree, category);
  const index = siblings.findIndex((sibling) => sibling.id === category.id);
  return siblings[index + by] ?? null;
}

const ACTIONS = {
  addDepartment: 'form',
  addCategory: 'form',
  rename: 'form',
  commission: 'form',
  retire: 'confirm',
  reactivate: 'confirm',
  moveUp: 'direct',
  moveDown: 'direct',
} as const;

function allows(action: CategoryAction, record: Category | null, tree: readonly Category[], input: CategoryTreeInput): boolean {
  if (action === 'addDepartment') return record === null;
  if (record === null) return false;
  switch (action) {
    case 'addCategory':
      return isDepartment(record);
    case 'commission':
      return input.mayCommission;
    case 'retire':
      return record.active;
    case 'reactivate':
      return !record.active;
    case 'moveUp':
      return neighbourOf(tree, record, -1) !== null;
    case 'moveDown':
      return neighbourOf(tree, record, 1) !== null;
    default:
      return true;
  }
}

function start(action: CategoryAction, record: Category | null, tree: readonly Category[]) {
  if (action === 'commission') {
    const category = record!;
    const values: CommissionValues = { percent: category.commissionBp === null ? '' : percentTextOf(category.commissionBp), inherit: category.commissionBp === null };
    return { values, facts: { category } };
  }
  const renamed = action === 'rename' ? record : null;
  const parentId = action === 'addCategory' ? record!.id : action === 'rename' ? record!.parentId : null;
  const facts: CategoryFacts = {
    category: renamed,
    parentId,
    siblingNames: tree.filter((other) => other.parentId === parentId && other.id !== renamed?.id).map((other) => nameKey(other.name)),
    takenCodes: tree.map((other) => other.code),
  };
  return { values: { name: renamed?.name ?? '', code: renamed?.code ?? '' }, facts };
}

export const categoryTreeMachine = createRecordEditor<CategoryTreeInput, Category, CategoryAction>({
  id: 'categoryTree',
  reads: true,
  actions: ACTIONS,
  allows,
  forms: { addDepartment: categoryFormMachine, addCategory: categoryFormMachine, rename: categoryFormMachine, commission: commissionFormMachine },
  start,
  keep: (tree, written) => withInheritedCommissions(treeOrder([...tree.filter((record) => !written.some((one) => one.id === record.id)), ...written])),
});
