import type { components } from '../../openapi/generated/metrics.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import {
  addDays,
  dayCount,
  daysBetween,
  firstDayOfMonth,
  isCalendarDay,
  lastDayOfMonth,
  monthsBetween,
} from '../kit/santiagoCalendar.ts';
import { EMPTY_FIGURES, addFigures, fraction, orderFiguresBy, roundRate, type OrderFigures } from '../sellers/order-figures.ts';

export type ReportName = components['schemas']['ReportName'];
export type ReportData = components['schemas']['ReportData'];
type Unit = components['schemas']['Unit'];

export const REPORT_NAMES: readonly ReportName[] = ['reputation', 'penaltyBreak', 'comercial'];

interface Measure {
  key: string;
  label: string;
  unit: Unit;
  value(figures: OrderFigures): number | null;
}

interface ReportDefinition {
  title: string;
  granularity: 'day' | 'month';
  measures: readonly Measure[];
}

/** The three reports of the home screen (openapi/metrics.yaml, the data call's table). */
export const REPORTS: Record<ReportName, ReportDefinition> = {
  reputation: {
    title: 'Reputación',
    granularity: 'month',
    measures: [
      { key: 'deliveries', label: 'Entregas a tiempo', unit: 'fraction', value: (f) => roundRate(fraction(f.onTime, f.delivered)) },
      { key: 'claims', label: 'Reclamos', unit: 'fraction', value: (f) => roundRate(fraction(f.claimed, f.orders)) },
      { key: 'cancellations', label: 'Cancelaciones del seller', unit: 'fraction', value: (f) => roundRate(fraction(f.sellerCanceled, f.orders)) },
      { key: 'shippedOrders', label: 'Órdenes despachadas', unit: 'count', value: (f) => f.shipped },
    ],
  },
  penaltyBreak: {
    title: 'Quiebres de stock y penalidades',
    granularity: 'day',
    measures: [
      { key: 'cancelledOrders', label: 'Órdenes canceladas por quiebre', unit: 'count', value: (f) => f.stockBreakOrders },
      { key: 'cancelledUnits', label: 'Unidades canceladas', unit: 'count', value: (f) => f.stockBreakUnits },
      { key: 'cancellationRate', label: 'Tasa de cancelación por quiebre', unit: 'fraction', value: (f) => roundRate(fraction(f.stockBreakOrders, f.orders)) },
      { key: 'penaltyAmount', label: 'Penalidades', unit: 'clp', value: (f) => f.penalty },
    ],
  },
  comercial: {
    title: 'Resumen comercial',
    granularity: 'day',
    measures: [
      { key: 'gmv', label: 'Ventas', unit: 'clp', value: (f) => f.gmv },
      { key: 'orders', label: 'Órdenes', unit: 'count', value: (f) => f.salesOrders },
      { key: 'units', label: 'Unidades', unit: 'count', value: (f) => f.unitsSold },
      { key: 'averageTicket', label: 'Ticket promedio', unit: 'clp', value: (f) => (f.salesOrders === 0 ? 0 : Math.round(f.gmv / f.salesOrders)) },
    ],
  },
};

export interface Period {
  from: string;
  to: string;
}

const MAX_PERIOD_DAYS = 366;

const invalidPeriod = (message: string) => new ApiProblem(422, 'INVALID_PERIOD', message);

/**
 * The period of a report: the given days, or the report's default (the last 6 full months for
 * reputation, otherwise the last 30 days up to yesterday). `today` is the Santiago day.
 */
export function reportPeriod(name: ReportName, today: string, given: { from?: string; to?: string } = {}): Period {
  for (const field of ['from', 'to'] as const) {
    const day = given[field];
    if (day !== undefined && !isCalendarDay(day)) throw ApiProblem.validation([{ field: `query.${field}`, message: 'must be a calendar day' }]);
  }
  const monthly = REPORTS[name].granularity === 'month';
  const defaultTo = monthly ? lastDayOfMonth(firstDayOfMonth(today, -1)) : addDays(today, -1);
  const to = given.to ?? defaultTo;
  const from = given.from ?? (monthly ? firstDayOfMonth(to, -5) : addDays(to, -29));
  if (from > to) throw invalidPeriod('from is after to');
  if (to > today) throw invalidPeriod('The period is in the future');
  if (dayCount(from, to) > MAX_PERIOD_DAYS) throw invalidPeriod(`The period is longer than ${MAX_PERIOD_DAYS} days`);
  return { from, to };
}

/** A report's figures, computed from the orders table. `sellerId` null = the whole marketplace. */
export async function buildReport(db: Queryable, name: ReportName, sellerId: number | null, period: Period, now: Date): Promise<ReportData> {
  const definition = REPORTS[name];
  const byBucket = await orderFiguresBy(db, { sellerId, ...period }, definition.granularity);
  const buckets = definition.granularity === 'day' ? daysBetween(period.from, period.to) : monthsBetween(period.from, period.to);
  const figures = buckets.map((bucket) => byBucket.get(bucket) ?? EMPTY_FIGURES);
  const total = figures.reduce(addFigures, EMPTY_FIGURES);
  return {
    name,
    title: definition.title,
    sellerId,
    period,
    granularity: definition.granularity,
    generatedAt: now.toISOString(),
    kpis: definition.measures.map((measure) => ({ key: measure.key, label: measure.label, unit: measure.unit, value: measure.value(total) })),
    series: definition.measures.map((measure) => ({
      key: measure.key,
      label: measure.label,
      unit: measure.unit,
      points: buckets.map((date, index) => ({ date, value: measure.value(figures[index]!) })),
    })),
  };
}
