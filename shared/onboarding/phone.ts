/**
 * Chilean phone numbers of the sign-up: 9 digits starting with 2 (Santiago landlines) or 9
 * (mobiles), typed after a fixed +56 prefix that is shown, not stored.
 */

export const PHONE_PREFIX = '+56';
export const PHONE_DIGITS = 9;

const PHONE = /^[29][0-9]{8}$/;

/** Whether `value` (trimmed) is 9 digits starting with 2 or 9. */
export function isValidPhone(value: string): boolean {
  return PHONE.test(value.trim());
}

/** The number with its prefix as shown in the summary: '912345678' -> '+56 912345678'. */
export function phoneWithPrefix(value: string): string {
  return `${PHONE_PREFIX} ${value.trim()}`;
}
