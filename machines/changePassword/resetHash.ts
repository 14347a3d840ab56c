/**
 * The token of an e-mailed link (openapi/auth.yaml ResetHash): base64url, 22 to 128 characters.
 * A module of its own, and a plain pattern, because the route parses it on every match: the login
 * screen's first load then carries neither the password rules nor a validation library.
 */
const RESET_HASH_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

/** The token when it is well formed, else null (the flow then says the link expired). */
export const wellFormedResetHash = (value: string): string | null => (RESET_HASH_PATTERN.test(value) ? value : null);
