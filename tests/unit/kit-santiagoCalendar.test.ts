/**
 * The kit's calendar (server/kit/santiagoCalendar.ts): Santiago days and clocks from instants, in
 * summer (UTC-3) and winter (UTC-4) and across the changes, pure day arithmetic, and the SQL that
 * hands the zone to the database.
 */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayCount,
  daysBetween,
  firstDayOfMonth,
  isCalendarDay,
  lastDayOfMonth,
  monthsBetween,
  santiagoCharSql,
  santiagoDateTime,
  santiagoDay,
  santiagoDayRange,
  santiagoFormat,
  santiagoInstantSql,
  santiagoMonth,
  santiagoStampedTime,
  santiagoWallClock,
} from '../../server/kit/santiagoCalendar.ts';

describe('Santiago days of instants', () => {
  it('is still yesterday in Santiago when it is already today in UTC', () => {
    expect(santiagoDay(new Date('2026-03-01T02:00:00.000Z'))).toBe('2026-02-28'); // summer, UTC-3
    expect(santiagoDay(new Date('2026-07-01T03:59:59.999Z'))).toBe('2026-06-30'); // winter, UTC-4
    expect(santiagoDay(new Date('2026-07-01T04:00:00.000Z'))).toBe('2026-07-01');
    expect(santiagoMonth(new Date('2026-03-01T02:00:00.000Z'))).toBe('2026-02');
  });

  it('reads the clock in Santiago, with the offset of the day', () => {
    expect(santiagoWallClock(new Date('2026-01-15T13:04:05.000Z'))).toEqual({ year: '2026', month: '01', day: '15', hour: '10', minute: '04', second: '05', offset: 'GMT-3' });
    expect(santiagoWallClock(new Date('2026-07-01T00:30:00.000Z'))).toEqual({ year: '2026', month: '06', day: '30', hour: '20', minute: '30', second: '00', offset: 'GMT-4' });
  });

  it('writes a date and time as Chile does, and as a receipt states it', () => {
    expect(santiagoDateTime(new Date('2026-03-01T02:00:00.000Z'))).toBe('28-02-2026 23:00');
    expect(santiagoDateTime(new Date('2026-07-01T16:05:00.000Z'))).toBe('01-07-2026 12:05');
    expect(santiagoStampedTime(new Date('2026-12-02T13:45:10.000Z'))).toBe('02-12-2026 10:45:10 (America/Santiago, GMT-3)');
  });

  it('formats in a locale, always in Santiago', () => {
    expect(santiagoFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date('2026-03-01T02:00:00.000Z'))).toBe('2026-02-28');
  });
});

describe('day arithmetic', () => {
  it('counts calendar days, months and leap years without a zone', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(firstDayOfMonth('2026-03-31', -1)).toBe('2026-02-01');
    expect(firstDayOfMonth('2026-12-15', 1)).toBe('2027-01-01');
    expect(lastDayOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(monthsBetween('2025-11-20', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(dayCount('2026-04-04', '2026-04-06')).toBe(3); // a winter-time change in between changes nothing
  });

  it('tells a calendar day from a string shaped like one', () => {
    expect(['2026-02-28', '2028-02-29'].map(isCalendarDay)).toEqual([true, true]);
    expect(['2026-02-29', '2026-02-31', '2026-2-1', '2026-02-28T00:00'].map(isCalendarDay)).toEqual([false, false, false, false]);
  });
});

describe('SQL', () => {
  it('hands the zone to the database, which knows the offset of every day', () => {
    expect(santiagoDayRange('created_at', '$2', '$3')).toBe(
      "created_at >= ($2::date::timestamp at time zone 'America/Santiago') and created_at < (($3::date + 1)::timestamp at time zone 'America/Santiago')",
    );
    expect(santiagoCharSql('o.created_at', 'YYYY-MM-DD')).toBe("to_char(o.created_at at time zone 'America/Santiago', 'YYYY-MM-DD')");
    expect(santiagoInstantSql('$1', '$2')).toBe("(($1::date + $2::time) at time zone 'America/Santiago')");
  });
});
