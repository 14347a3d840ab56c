/**
 * The onboarding team's address, the one contact the sign-up offers (the tax-id modal and the
 * already-registered messages link to it). One constant so a change of address is one edit.
 */
export const ONBOARDING_CONTACT_EMAIL = 'onboarding@portalsellers.cl';
