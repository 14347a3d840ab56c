import { createLazyRoute } from '@tanstack/react-router';
import { ForgotPasswordView } from '../views/forgotPassword/ForgotPasswordView.tsx';

/** /forgot/password's screen: mounts the view with the flow its route's loader brought. */
export const forgotPasswordLazyRoute = createLazyRoute('/forgot/password')({
  component: function ForgotPasswordRoute() {
    const logic = forgotPasswordLazyRoute.useLoaderData();
    return <ForgotPasswordView logic={logic} />;
  },
});
