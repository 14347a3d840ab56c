import { createLazyRoute } from '@tanstack/react-router';
import { HomePage } from '../views/home/HomePage.tsx';

/** /eiffel's screen: the home of the signed-in role, with the flow its route's loader brought. */
export const eiffelLazyRoute = createLazyRoute('/authenticated/eiffel')({
  component: function EiffelRoute() {
    const { flows } = eiffelLazyRoute.useRouteContext();
    const home = eiffelLazyRoute.useLoaderData();
    return <HomePage auth={flows.auth} home={home} />;
  },
});
