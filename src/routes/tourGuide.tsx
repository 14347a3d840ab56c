import { lazy } from 'react';
import { createRoute } from '@tanstack/react-router';
import { authenticatedRoute } from './authenticated.tsx';

const TourGuidePage = lazy(() => import('../views/tourGuide/TourGuidePage.tsx').then((module) => ({ default: module.TourGuidePage })));

/** /helper/tourguide: what the tour covers and a button that starts it (sellers only, by the access table). */
export const tourGuideRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/helper/tourguide',
  component: function TourGuideRoute() {
    const { flows } = tourGuideRoute.useRouteContext();
    return <TourGuidePage auth={flows.auth} />;
  },
});
