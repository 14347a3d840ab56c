/**
 * Aprobación de catálogo, mounted by the shell when the path's first segment is `catalog-approval`:
 * for the catalogue team (admin, catalog) /catalog-approval is the review queue and
 * /catalog-approval/<id> a product's review with its decision; for a seller the same address lists
 * its own products' review status, and a product's review is read only; anything else a "not
 * found" with a way back.
 */
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { matchModuleRoute, moduleHome } from '../../shared/modules/moduleRoutes.ts';
import { listQueryOf, useModuleFlows } from '../../src/app/modules/moduleFlows.ts';
import { NotFoundPage } from '../../src/views/kit/NotFoundPage.tsx';
import { approvalPath, createCatalogApprovalFlows } from './flows.ts';
import type { ReviewAction } from './machines/productReview.machine.ts';
import { OwnReviewsPage } from './views/OwnReviewsPage.tsx';
import { QueuePage } from './views/QueuePage.tsx';
import { ReviewPage } from './views/ReviewPage.tsx';

// Each language's words are a chunk of their own: a reader downloads only theirs.
const messages: PortalModule['messages'] = { 'es-CL': () => import('./i18n/es-CL.ts'), en: () => import('./i18n/en.ts') };

/** The operation of each decision, as the session's permissions name it. */
const DECISION_OPERATIONS: Readonly<Record<ReviewAction, string>> = { approve: 'approveProductRevision', reject: 'rejectProductRevision' };

function Root({ host, path, search, state }: ModuleRootProps) {
  // The charts, provided once per mount with the host the module was mounted with.
  const flows = useModuleFlows(() => createCatalogApprovalFlows(host));
  const match = matchModuleRoute('catalog-approval', path);
  const reviews = host.session.permissions.includes('listReviewQueue');
  if (match?.route === '/catalog-approval') {
    return reviews ? <QueuePage flows={flows} search={search} host={host} /> : <OwnReviewsPage flows={flows} search={search} host={host} />;
  }
  if (match?.route === '/catalog-approval/$productId') {
    const { productId } = match.params;
    const may = (Object.keys(DECISION_OPERATIONS) as ReviewAction[]).filter((action) => host.session.permissions.includes(DECISION_OPERATIONS[action]));
    return (
      <ReviewPage
        key={productId}
        logic={flows.productReview}
        productId={productId}
        may={may}
        backHref={approvalPath(reviews ? listQueryOf(state) : '')}
        seller={!reviews}
        host={host}
      />
    );
  }
  return <NotFoundPage home={moduleHome('catalog-approval')} onOpen={(to) => host.navigate(to)} />;
}

const catalogApprovalModule: PortalModule = { Root, messages };

export default catalogApprovalModule;
