/**
 * Whether `value` is a path of this portal to send someone back to: one leading `/`, and nothing a
 * browser would read as another origin (`//host`, `/\host`, a scheme) or hide (control characters).
 */
export function isLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value.includes('\\') || value.startsWith('//')) return false;
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) return false;
  const base = 'https://portal.invalid';
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
