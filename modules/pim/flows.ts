/**
 * The composition root of the catalogue module: its charts with their effects provided from what
 * the shell lends (the typed catalogue client, navigation). Views receive the provided logic and
 * never see a client.
 */
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import {
  createAttributeEditorActors,
  createBrandActionsActors,
  createBrandsListActors,
  createBrandSubmit,
  createCategorySubmit,
  createCategoryTreeActors,
  createCommissionSubmit,
  createReasonSubmit,
  createRejectionReasonsActors,
} from './actors.ts';
import { attributeEditorMachine } from './machines/attributeEditor.machine.ts';
import { brandActionsMachine, brandsListMachine, type BrandAction } from './machines/brands.machine.ts';
import { categoryTreeMachine, type CategoryAction } from './machines/categoryTree.machine.ts';
import { formActors } from './machines/recordEditor.ts';
import { rejectionReasonsMachine, type ReasonAction } from './machines/rejectionReasons.machine.ts';
import { brandFormMachine, categoryFormMachine, commissionFormMachine, reasonFormMachine } from './machines/recordForms.ts';
import { configurationPath } from './machines/sections.ts';

export interface PimFlows {
  categoryTree: typeof categoryTreeMachine;
  attributeEditor: typeof attributeEditorMachine;
  brandsList: typeof brandsListMachine;
  brandActions: typeof brandActionsMachine;
  rejectionReasons: typeof rejectionReasonsMachine;
}

export function createPimFlows(host: ModuleHost): PimFlows {
  const { api } = host;
  const categoryForm = categoryFormMachine.provide({ actors: { submit: createCategorySubmit(api) } });
  const brandForm = brandFormMachine.provide({ actors: { submit: createBrandSubmit(api) } });
  const reasonForm = reasonFormMachine.provide({ actors: { submit: createReasonSubmit(api) } });
  return {
    categoryTree: categoryTreeMachine.provide({
      actors: {
        ...createCategoryTreeActors(api),
        ...formActors<CategoryAction>({
          addDepartment: categoryForm,
          addCategory: categoryForm,
          rename: categoryForm,
          commission: commissionFormMachine.provide({ actors: { submit: createCommissionSubmit(api) } }),
        }),
      },
    }),
    attributeEditor: attributeEditorMachine.provide({
      actors: createAttributeEditorActors(api),
      actions: {
        // Replacing the entry: choosing a category is no page of its own.
        rememberCategory: (_, { categoryId }) => host.navigate(configurationPath({ section: 'attributes', categoryId }), { replace: true }),
      },
    }),
    brandsList: brandsListMachine.provide({
      actors: createBrandsListActors(api),
      actions: { rememberFilters: (_, { filters }) => host.navigate(configurationPath({ section: 'brands', q: filters.q }), { replace: true }) },
    }),
    brandActions: brandActionsMachine.provide({
      actors: {
        ...createBrandActionsActors(api),
        ...formActors<BrandAction>({ add: brandForm, rename: brandForm }),
      },
    }),
    rejectionReasons: rejectionReasonsMachine.provide({
      actors: {
        ...createRejectionReasonsActors(api),
        ...formActors<ReasonAction>({ add: reasonForm, edit: reasonForm }),
      },
    }),
  };
}
