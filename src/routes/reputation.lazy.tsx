import { createLazyRoute } from '@tanstack/react-router';
import { ReputationPage } from '../views/reputation/ReputationPage.tsx';

/** /reputation's screen: the seller's card, the month in progress and the levels, one summary per visit. */
export const reputationLazyRoute = createLazyRoute('/authenticated/reputation')({
  component: function ReputationRoute() {
    const { flows } = reputationLazyRoute.useRouteContext();
    const home = reputationLazyRoute.useLoaderData();
    return <ReputationPage auth={flows.auth} home={home} />;
  },
});
