/**
 * The side effects of the catalogue's configuration charts, built from the typed catalogue client
 * the shell lends the module (`host.api.catalog`, contract openapi/catalog.yaml). Reads and direct
 * actions reject with the shared ApiError; a form's send answers its refusals (a name a sibling
 * has, a rule the server checks) under their field, and a write refused because the record changed
 * meanwhile (409 VERSION_CONFLICT) as a conflict, which ends the form.
 */
import { fromPromise } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import type { FormFieldErrors, FormSubmitInput, FormSubmitResult } from '../../machines/form/form.machine.ts';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { AttributesSave } from './machines/attributeEditor.machine.ts';
import type { BrandsPageRequest } from './machines/brands.machine.ts';
import type { RecordActRequest } from './machines/recordEditor.ts';
import { basisPointsOf } from './machines/catalogText.ts';
import { neighbourOf, type CategoryAction } from './machines/categoryTree.machine.ts';
import { reasonNeighbourOf, type ReasonAction } from './machines/rejectionReasons.machine.ts';
import type { BrandAction } from './machines/brands.machine.ts';
import type {
  BrandFacts,
  BrandValues,
  CategoryFacts,
  CategoryValues,
  CommissionFacts,
  CommissionValues,
  ReasonFacts,
  ReasonValues,
  RecordOutcome,
} from './machines/recordForms.ts';
import type { Brand, BrandPage, Category, RejectionReason } from './machines/catalog.types.ts';
import { dataOrThrow } from '../../src/app/modules/apiAnswers.ts';

/** Brands per page of the list. */
export const BRANDS_PAGE_SIZE = 50;

type Api = ModuleHost['api'];
type Answer<T> = { data?: T; error?: unknown; response: Response };


/** The codes the module words on a field; any other refusal of the field reads as "not valid". */
const FIELD_CODES = ['CATEGORY_NAME_TAKEN', 'CATEGORY_CODE_TAKEN', 'BRAND_NAME_TAKEN', 'required'];

/**
 * A form's send as its outcome: stored, a conflict, or refused with each detail under its field
 * (`body.name` -> name; `fields` renames a contract field the form calls otherwise).
 */
function outcomeOf<TValues, TRecord>(
  result: Answer<TRecord>,
  fields: Readonly<Record<string, keyof TValues & string>>,
  conflict: 'conflict' | FormFieldErrors<TValues> = 'conflict',
): FormSubmitResult<TValues, RecordOutcome<TRecord>> {
  if (result.response.ok && result.data !== undefined) return { outcome: 'accepted', output: { kind: 'saved', records: [result.data] } };
  const error = ApiError.fromBody(result.error, result.response.status);
  if (error.statusCode === 409 && error.code === 'VERSION_CONFLICT') {
    return conflict === 'conflict' ? { outcome: 'accepted', output: { kind: 'conflict' } } : { outcome: 'refused', code: null, fields: conflict };
  }
  if (error.statusCode === 400 || error.statusCode === 403 || error.statusCode === 404 || error.statusCode === 409) {
    const refused: FormFieldErrors<TValues> = {};
    for (const detail of error.details ?? []) {
      const field = fields[detail.field.replace(/^body\./, '')] as Extract<keyof TValues, string> | undefined;
      if (field && refused[field] === undefined) refused[field] = `pim.error.${FIELD_CODES.includes(detail.message) ? detail.message : 'invalid'}`;
    }
    return { outcome: 'refused', code: Object.keys(refused).length > 0 ? null : error.code, fields: refused };
  }
  throw error;
}

const loadTree = (api: Api) =>
  fromPromise<Category[]>(async ({ signal }) => dataOrThrow(await api.catalog.GET('/v1/catalog/categories', { signal })).items);

/** A category's record written with its version: renamed, retired or reactivated, or put at `position`. */
const putCategory = (api: Api, category: Category, change: Partial<{ name: string; active: boolean; position: number }>) =>
  api.catalog.PUT('/v1/catalog/categories/{categoryId}', {
    params: { path: { categoryId: category.id } },
    body: { name: category.name, active: category.active, position: category.position, version: category.version, ...change },
  });

/**
 * Two siblings trade places (each written with the version read). Siblings sharing a place (two
 * added at once) are told apart by the move: the moved one goes before the other going up, after it
 * going down, so a move always changes the order it was asked to change.
 */
export async function swapped<T extends { position: number }>(record: T, other: T, by: -1 | 1, put: (record: T, position: number) => Promise<Answer<T>>): Promise<T[]> {
  const tie = record.position === other.position;
  const [first, second] = tie ? (by === -1 ? [other.position, other.position + 1] : [other.position + 1, other.position]) : [other.position, record.position];
  const moved = dataOrThrow(await put(record, first));
  const displaced = dataOrThrow(await put(other, second));
  return [moved, displaced];
}

// No signal on writes: once sent, a write is stored even if the page is left before the answer.

export function createCategoryTreeActors(api: Api) {
  return {
    load: loadTree(api),
    act: fromPromise<Category[], RecordActRequest<Category, CategoryAction>>(async ({ input: { action, record, records } }) => {
      const category = record!;
      if (action === 'retire' || action === 'reactivate') return [dataOrThrow(await putCategory(api, category, { active: action === 'reactivate' }))];
      const by = action === 'moveUp' ? -1 : 1;
      const other = neighbourOf(records, category, by)!;
      return swapped(category, other, by, (one, position) => putCategory(api, one, { position }));
    }),
  };
}

export const createCategorySubmit = (api: Api) =>
  fromPromise<FormSubmitResult<CategoryValues, RecordOutcome<Category>>, FormSubmitInput<CategoryValues, CategoryFacts>>(async ({ input: { values, facts } }) => {
    const name = values.name.trim();
    if (facts.category) return outcomeOf(await putCategory(api, facts.category, { name }), { name: 'name' });
    return outcomeOf(await api.catalog.POST('/v1/catalog/categories', { body: { parentId: facts.parentId, code: values.code, name } }), { name: 'name', code: 'code' });
  });

export const createCommissionSubmit = (api: Api) =>
  fromPromise<FormSubmitResult<CommissionValues, RecordOutcome<Category>>, FormSubmitInput<CommissionValues, CommissionFacts>>(async ({ input: { values, facts } }) =>
    outcomeOf(
      await api.catalog.PUT('/v1/catalog/categories/{categoryId}/commission', {
        params: { path: { categoryId: facts.category.id } },
        body: { commissionBp: values.inherit ? null : basisPointsOf(values.percent), version: facts.category.version },
      }),
      { commissionBp: 'percent' },
    ),
  );

export function createAttributeEditorActors(api: Api) {
  return {
    loadTree: loadTree(api),
    saveAttributes: fromPromise<Category, AttributesSave>(async ({ input }) =>
      dataOrThrow(
        await api.catalog.PUT('/v1/catalog/categories/{categoryId}/attributes', {
          params: { path: { categoryId: input.categoryId } },
          body: { attributes: input.attributes, version: input.version },
        }),
      ),
    ),
  };
}

export function createBrandsListActors(api: Api) {
  return {
    listPage: fromPromise<BrandPage, BrandsPageRequest>(async ({ input, signal }) =>
      dataOrThrow(
        await api.catalog.GET('/v1/catalog/brands', {
          params: { query: { ...(input.filters.q ? { q: input.filters.q } : {}), ...(input.cursor ? { cursor: input.cursor } : {}), limit: BRANDS_PAGE_SIZE } },
          signal,
        }),
      ),
    ),
  };
}

const putBrand = (api: Api, brand: Brand, change: Partial<{ name: string; active: boolean }>) =>
  api.catalog.PUT('/v1/catalog/brands/{brandId}', { params: { path: { brandId: brand.id } }, body: { name: brand.name, active: brand.active, version: brand.version, ...change } });

export function createBrandActionsActors(api: Api) {
  return {
    act: fromPromise<Brand[], RecordActRequest<Brand, BrandAction>>(async ({ input: { action, record } }) => [
      dataOrThrow(await putBrand(api, record!, { active: action === 'reactivate' })),
    ]),
  };
}

export const createBrandSubmit = (api: Api) =>
  fromPromise<FormSubmitResult<BrandValues, RecordOutcome<Brand>>, FormSubmitInput<BrandValues, BrandFacts>>(async ({ input: { values, facts } }) => {
    const name = values.name.trim();
    if (facts.brand) return outcomeOf(await putBrand(api, facts.brand, { name }), { name: 'name' });
    return outcomeOf(await api.catalog.POST('/v1/catalog/brands', { body: { name } }), { name: 'name' });
  });

const putReason = (api: Api, code: string, body: { text: string; active: boolean; position: number; version?: number }) =>
  api.catalog.PUT('/v1/catalog/rejection-reasons/{code}', { params: { path: { code } }, body });

const reasonChange = (api: Api, reason: RejectionReason, change: Partial<{ text: string; active: boolean; position: number }>) =>
  putReason(api, reason.code, { text: reason.text, active: reason.active, position: reason.position, version: reason.version, ...change });

export function createRejectionReasonsActors(api: Api) {
  return {
    load: fromPromise<RejectionReason[]>(async ({ signal }) => dataOrThrow(await api.catalog.GET('/v1/catalog/rejection-reasons', { signal })).items),
    act: fromPromise<RejectionReason[], RecordActRequest<RejectionReason, ReasonAction>>(async ({ input: { action, record, records } }) => {
      const reason = record!;
      if (action === 'retire' || action === 'reactivate') return [dataOrThrow(await reasonChange(api, reason, { active: action === 'reactivate' }))];
      const by = action === 'moveUp' ? -1 : 1;
      const other = reasonNeighbourOf(records, reason, by)!;
      return swapped(reason, other, by, (one, position) => reasonChange(api, one, { position }));
    }),
  };
}

export const createReasonSubmit = (api: Api) =>
  fromPromise<FormSubmitResult<ReasonValues, RecordOutcome<RejectionReason>>, FormSubmitInput<ReasonValues, ReasonFacts>>(async ({ input: { values, facts } }) => {
    const text = values.text.trim();
    if (facts.reason) return outcomeOf(await reasonChange(api, facts.reason, { text }), { text: 'text' });
    // A new code that exists already is refused as a conflict: the code is taken.
    return outcomeOf(await putReason(api, values.code, { text, active: true, position: facts.nextPosition }), { text: 'text', code: 'code' }, {
      code: 'pim.error.REASON_CODE_TAKEN',
    });
  });
