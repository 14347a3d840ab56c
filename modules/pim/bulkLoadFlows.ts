/**
 * The composition root of products by Excel: the bulk load's chart with its effects provided from
 * the typed catalogue client the shell lends (`host.api.catalog`, contract openapi/catalog.yaml) and
 * its navigation, and the categories it offers. A page of its own, so the module may load it apart.
 */
import { fromPromise } from 'xstate';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import { dataOrThrow, fileNameOf } from '../../src/app/modules/apiAnswers.ts';
import { saveFile } from '../../src/app/modules/saveFile.ts';
import { bulkLoadMachine, type BulkLoadUpload, type DownloadedFile, type ProductBulkLoad } from './machines/bulkLoad.machine.ts';
import type { Category } from './machines/catalog.types.ts';
import { categoryChoicesMachine } from './machines/categoryChoices.machine.ts';

/** The address of a load, where its progress and report are shown. */
export const bulkLoadPath = (loadId: string | null): string => (loadId ? `/pim/bulk-load/${loadId}` : '/pim/bulk-load');

export interface BulkLoadFlows {
  bulkLoad: typeof bulkLoadMachine;
  categoryChoices: typeof categoryChoicesMachine;
}

/** The upload as a browser's form: the server reads the file's bytes, not base64. */
function formOf({ categoryId, outcome, file }: BulkLoadUpload): FormData {
  const form = new FormData();
  form.append('categoryId', String(categoryId));
  form.append('outcome', outcome);
  form.append('file', file.file, file.fileName);
  return form;
}

export function createBulkLoadFlows(host: ModuleHost): BulkLoadFlows {
  const { api } = host;
  return {
    bulkLoad: bulkLoadMachine.provide({
      actors: {
        downloadTemplate: fromPromise<DownloadedFile, { categoryId: number }>(async ({ input, signal }) => {
          const result = await api.catalog.GET('/v1/catalog/categories/{categoryId}/product-template', { params: { path: { categoryId: input.categoryId } }, parseAs: 'blob', signal });
          return { blob: dataOrThrow(result), fileName: fileNameOf(result.response, 'plantilla-productos.xlsx') };
        }),
        // No signal: once sent, the load is kept even if the page is left before the answer.
        uploadLoad: fromPromise<ProductBulkLoad, BulkLoadUpload>(async ({ input }) =>
          dataOrThrow(
            await api.catalog.POST('/v1/catalog/product-bulk-loads', {
              // The form is sent as it is; the browser writes its boundary.
              body: formOf(input) as unknown as { categoryId: number; outcome: BulkLoadUpload['outcome']; file: string },
              bodySerializer: (body) => body as unknown as FormData,
            }),
          ),
        ),
        readLoad: fromPromise<ProductBulkLoad, { loadId: string }>(async ({ input, signal }) =>
          dataOrThrow(await api.catalog.GET('/v1/catalog/product-bulk-loads/{loadId}', { params: { path: { loadId: input.loadId } }, signal })),
        ),
      },
      actions: {
        saveFile: (_, { file }) => saveFile(file),
        openLoad: (_, { loadId }) => host.navigate(bulkLoadPath(loadId)),
        startAgain: () => host.navigate(bulkLoadPath(null)),
      },
    }),
    categoryChoices: categoryChoicesMachine.provide({
      actors: { loadTree: fromPromise<Category[]>(async ({ signal }) => dataOrThrow(await api.catalog.GET('/v1/catalog/categories', { signal })).items) },
    }),
  };
}
