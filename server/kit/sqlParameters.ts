/**
 * Collects the `$n` parameters of a statement while its text is written, so a condition and its value
 * are added in one step and their numbers can never drift apart.
 */
export class SqlParameters {
  readonly values: unknown[];

  constructor(values: readonly unknown[] = []) {
    this.values = [...values];
  }

  /** Adds `value` and answers its placeholder (`$3`). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `where a and b`, or nothing when there is no condition. */
export const whereOf = (conditions: readonly string[]): string => (conditions.length > 0 ? `where ${conditions.join(' and ')}` : '');
