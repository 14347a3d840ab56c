import { createLazyRoute } from '@tanstack/react-router';
import { SignupLogicProvider } from '../views/signup/SignupLogicContext.tsx';
import { SignupWizardView } from '../views/signup/SignupWizardView.tsx';

/** /registrate-ahora's screen: the wizard with the flow and the lists its route's loader brought. */
export const signupLazyRoute = createLazyRoute('/registrate-ahora')({
  component: function SignupRoute() {
    const { flow, reference } = signupLazyRoute.useLoaderData();
    return (
      <SignupLogicProvider logic={flow} reference={reference}>
        <SignupWizardView loadDraft={flow.readDraft} />
      </SignupLogicProvider>
    );
  },
});
