/**
 * The Invoices module (Ventas > Boletas), mounted by the shell when the path's first segment is
 * `invoice`: /invoice is the list with the bulk upload, /invoice/reportError the upload's error
 * report (its result arrives as navigation state), anything else a "not found" with a way back.
 * Its texts are its own catalogs, which the shell merges over its own for the shown language.
 */
import { useState } from 'react';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { matchModuleRoute, moduleHome } from '../../shared/modules/moduleRoutes.ts';
import { NotFoundPage } from '../../src/views/kit/NotFoundPage.tsx';
import { santiagoDayOf } from '../../shared/invoices/rules.ts';
import { createInvoicesFlows } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { uploadResultOf } from './machines/uploadReport.ts';
import { saveFile } from '../../src/app/modules/saveFile.ts';
import { InvoicesPage } from './views/InvoicesPage.tsx';
import { ReportPage } from './views/ReportPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

/** The report's CSV, named for the day it was downloaded. */
const saveReport = (csv: string) => saveFile({ blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName: `reporte-boletas-${santiagoDayOf(new Date())}.csv` });

/** The page for the path; the shell merges the module's catalogs over its own around it. */
function Root({ host, path, search, state }: ModuleRootProps) {
  // The charts, provided once per mount with the host it was mounted with.
  const [flows] = useState(() => createInvoicesFlows(host));
  const route = matchModuleRoute('invoice', path)?.route;
  if (route === '/invoice') {
    return <InvoicesPage list={flows.invoicesList} actions={flows.invoiceActions} upload={flows.invoiceUpload} sellerPicker={flows.sellerPicker} search={search} today={santiagoDayOf(new Date())} host={host} />;
  }
  if (route === '/invoice/reportError') return <ReportPage result={uploadResultOf(state)} onBack={() => host.navigate('/invoice')} onSave={saveReport} />;
  return <NotFoundPage home={moduleHome('invoice')} onOpen={(to) => host.navigate(to)} />;
}

const invoicesModule: PortalModule = { Root, messages };

export default invoicesModule;
