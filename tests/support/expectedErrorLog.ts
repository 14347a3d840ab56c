/**
 * A flow's own error log, expected on some model paths: kept out of the test output while any
 * other console.error still shows.
 */
import { vi, type MockInstance } from 'vitest';

/**
 * Mutes console.error calls whose first argument starts with `prefix` (the flow's log tag, such as
 * "[forgotPassword]") and prints every other one. Returns the spy, to assert on the muted calls and
 * to restore console.error afterwards.
 */
export function muteErrorLog(prefix: string): MockInstance<typeof console.error> {
  const printError = console.error.bind(console);
  return vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith(prefix)) printError(...args);
  });
}
