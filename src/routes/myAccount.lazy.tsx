import { createLazyRoute } from '@tanstack/react-router';
import { AccountPage } from '../views/account/AccountPage.tsx';

/** /user/myAccount's screen: one account form per visit. */
export const myAccountLazyRoute = createLazyRoute('/authenticated/user/myAccount')({
  component: function MyAccountRoute() {
    const logic = myAccountLazyRoute.useLoaderData();
    return <AccountPage logic={logic} />;
  },
});
