/**
 * The rules of module switches (shared/moduleSwitches/rules.ts), which the server and the Módulos
 * screen both run: a closing's reason, its expected reopening, and Santiago's clock (UTC-3 in
 * summer, UTC-4 in winter).
 */
import { describe, expect, it } from 'vitest';
import { reasonProblemOf, reopeningHasPassed, reopeningProblemOf, santiagoInstantOf } from '../../shared/moduleSwitches/rules.ts';

describe('a closing reason', () => {
  it('is one line of plain text, 1 to 200 characters once trimmed', () => {
    expect(reasonProblemOf('Mantención programada')).toBeNull();
    expect(reasonProblemOf(`  ${'a'.repeat(200)}  `)).toBeNull();
    expect(reasonProblemOf(undefined)).toBe('SWITCH_REASON_REQUIRED');
    expect(reasonProblemOf('   ')).toBe('SWITCH_REASON_REQUIRED');
    expect(reasonProblemOf('a'.repeat(201))).toBe('SWITCH_REASON_TOO_LONG');
    expect(reasonProblemOf('Vuelve <pronto>')).toBe('SWITCH_REASON_NOT_PLAIN');
    expect(reasonProblemOf('Dos\nlíneas')).toBe('SWITCH_REASON_NOT_PLAIN');
    expect(reasonProblemOf('Tab\there')).toBe('SWITCH_REASON_NOT_PLAIN');
  });
});

describe('an expected reopening', () => {
  const now = new Date('2026-11-26T17:00:00Z');
  it('is required (null is "no estimated date") and must be after now', () => {
    expect(reopeningProblemOf(undefined, now)).toBe('SWITCH_REOPENING_REQUIRED');
    expect(reopeningProblemOf(null, now)).toBeNull();
    expect(reopeningProblemOf('mañana', now)).toBe('SWITCH_REOPENING_INVALID');
    expect(reopeningProblemOf('2026-11-26T17:00:00Z', now)).toBe('SWITCH_REOPENING_IN_PAST');
    expect(reopeningProblemOf('2026-11-26T17:01:00Z', now)).toBeNull();
  });

  it('has passed once its moment is reached; no date never passes', () => {
    expect(reopeningHasPassed('2026-11-26T17:00:00Z', now)).toBe(true);
    expect(reopeningHasPassed('2026-11-27T13:00:00Z', now)).toBe(false);
    expect(reopeningHasPassed(null, now)).toBe(false);
  });
});

describe("Santiago's clock", () => {
  it('turns a day and time into the instant, in summer and in winter', () => {
    expect(santiagoInstantOf('2026-11-27', '10:00')).toBe('2026-11-27T13:00:00.000Z');
    expect(santiagoInstantOf('2026-07-01', '10:00')).toBe('2026-07-01T14:00:00.000Z');
    expect(santiagoInstantOf('2026-12-31', '23:59')).toBe('2027-01-01T02:59:00.000Z');
  });

  it('names no instant for days and times that do not exist', () => {
    expect(santiagoInstantOf('2026-02-30', '10:00')).toBeNull();
    expect(santiagoInstantOf('2026-11-27', '24:00')).toBeNull();
    expect(santiagoInstantOf('', '10:00')).toBeNull();
    expect(santiagoInstantOf('2026-11-27', '')).toBeNull();
  });

});
