/**
 * The token of an e-mailed link (openapi/auth.yaml ResetHash): base64url, 22 to 128 characters.
 * A module of its own because the route parses it on every match: importing it alone keeps the
 * password rules out of the login screen's first load.
 */
import { z } from 'zod/mini';

export const resetHashSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{22,128}$/));
