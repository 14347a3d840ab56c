/**
 * The pieces of the orders export (server/orders/export.ts, through the kit's CSV and calendar) a spreadsheet is sensitive to: text
 * cells that need quoting or would run as formulas, dates in Santiago's time, summer and winter,
 * and the statuses' names.
 */
import { describe, expect, it } from 'vitest';
import portalSpanish from '../../modules/orders/i18n/es-CL.ts';
import { csvCell as csvText } from '../../server/kit/csv.ts';
import { santiagoDateTime } from '../../server/kit/santiagoCalendar.ts';
import { STATUS_LABELS_ES } from '../../server/orders/status-labels.ts';
import { ORDER_STATUSES } from '../../shared/orders/lifecycle.ts';

describe('CSV text cells', () => {
  it('stay as they are when plain', () => {
    expect(csvText('José Muñoz Pérez')).toBe('José Muñoz Pérez');
    expect(csvText("Libertador General Bernardo O'Higgins")).toBe("Libertador General Bernardo O'Higgins");
  });

  it('are quoted when they hold the separator, a quote or a line break', () => {
    expect(csvText('Muñoz; Pérez')).toBe('"Muñoz; Pérez"');
    expect(csvText('El "Tata" Rojas')).toBe('"El ""Tata"" Rojas"');
    expect(csvText('Línea\nsegunda')).toBe('"Línea\nsegunda"');
  });

  it('never start with a formula a spreadsheet would run', () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvText('+56 9 1234')).toBe("'+56 9 1234");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('-1')).toBe("'-1");
  });
});

describe('dates', () => {
  it('are written as Chile does, in Santiago time (UTC-3 in summer, UTC-4 in winter)', () => {
    expect(santiagoDateTime(new Date('2026-03-01T02:00:00.000Z'))).toBe('28-02-2026 23:00');
    expect(santiagoDateTime(new Date('2026-07-01T16:05:00.000Z'))).toBe('01-07-2026 12:05');
  });
});

describe('status names', () => {
  it('are the portal’s own Spanish words, so the file reads as the screen', () => {
    for (const status of ORDER_STATUSES) expect({ status, label: STATUS_LABELS_ES[status] }).toEqual({ status, label: portalSpanish[`orders.status.${status}`] });
  });
});
