import { createLazyRoute } from '@tanstack/react-router';
import { ChangePasswordView } from '../views/changePassword/ChangePasswordView.tsx';

/** /change/password/$hash's screen: mounts the view with the flow its route's loader brought. */
export const changePasswordLazyRoute = createLazyRoute('/change/password/$hash')({
  component: function ChangePasswordRoute() {
    const logic = changePasswordLazyRoute.useLoaderData();
    const { hash } = changePasswordLazyRoute.useParams();
    return <ChangePasswordView key={hash ?? ''} logic={logic} hash={hash} />;
  },
});
