import type { ReactNode } from 'react';
import { Link } from '@chakra-ui/react';
import { ONBOARDING_CONTACT_EMAIL } from '../onboardingContact.ts';

/** A mailto link to the onboarding team; its text is the chunk of the message it wraps (the address). */
export function OnboardingContactLink({ children }: { children: ReactNode }) {
  return (
    <Link href={`mailto:${ONBOARDING_CONTACT_EMAIL}`} colorPalette="brand" variant="underline">
      {children}
    </Link>
  );
}
