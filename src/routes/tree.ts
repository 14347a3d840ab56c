import { rootRoute } from './root.tsx';
import { indexRoute } from './index.tsx';
import { loginRoute } from './login.tsx';
import { logoutRoute } from './logout.tsx';
import { authenticatedRoute } from './authenticated.tsx';
import { eiffelRoute } from './eiffel.tsx';
import { centryAuthRoute } from './centryAuth.tsx';
import { myAccountRoute } from './myAccount.tsx';
import { catchAllRoute } from './catchAll.tsx';
import { tourGuideRoute } from './tourGuide.tsx';
import { reputationRoute } from './reputation.tsx';
import { forgotPasswordRoute } from './forgotPassword.tsx';
import { changePasswordRoute } from './changePassword.tsx';
import { signupRoute } from './signup.tsx';

/** Every route of the portal. Each area adds its routes here, one line each. */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  logoutRoute,
  authenticatedRoute.addChildren([eiffelRoute, reputationRoute, centryAuthRoute, myAccountRoute, tourGuideRoute, catchAllRoute]),
  forgotPasswordRoute,
  changePasswordRoute,
  signupRoute,
]);
