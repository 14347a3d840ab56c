import type { components } from '../../openapi/generated/metrics.ts';
import { escapeHtml, htmlPage } from '../kit/html.ts';
import type { ReportData } from './reports.ts';

type Unit = components['schemas']['Unit'];
type Series = components['schemas']['Series'];

const integer = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });
const pesos = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('es-CL', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const monthName = new Intl.DateTimeFormat('es-CL', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A figure as the page shows it (es-CL). */
export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return 'Sin datos';
  if (unit === 'clp') return pesos.format(value);
  if (unit === 'fraction') return percent.format(value);
  return integer.format(value);
}

/** 'YYYY-MM-DD' -> 'dd/mm'; 'YYYY-MM' -> 'mar 2026'. */
export function formatBucket(date: string): string {
  if (date.length === 7) return monthName.format(new Date(`${date}-01T00:00:00Z`));
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; padding: 12px 16px; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1a202c; background: #fff; }
  h1 { font-size: 1.05rem; margin: 0; }
  .meta { margin: 2px 0 10px; font-size: .8rem; color: #4a5568; }
  .kpis { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 8px; margin: 0 0 12px; padding: 0; list-style: none; }
  .kpi { border: 1px solid #e2e8f0; border-radius: 8px; padding: 8px 10px; }
  .kpi span { display: block; font-size: .75rem; color: #4a5568; }
  .kpi strong { display: block; font-size: 1.15rem; margin-top: 2px; }
  .charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 8px 16px; }
  figure { margin: 0; }
  figcaption { font-size: .8rem; font-weight: 600; margin-bottom: 2px; }
  svg { display: block; width: 100%; height: auto; }
  .bar { fill: #2b6cb0; }
  .bar-fraction { fill: #2f855a; }
  .bar-clp { fill: #6b46c1; }
  .axis { stroke: #a0aec0; stroke-width: 1; }
  .label { font-size: 10px; fill: #4a5568; }
  .empty { font-size: 11px; fill: #718096; }
  .error { padding: 24px 0; color: #4a5568; }
`;

const WIDTH = 320;
const HEIGHT = 120;
const TOP = 14;
const BOTTOM = 16;

/** One series as an SVG bar chart: a bar per day or month, the highest value and the first and last dates labelled. */
export function barChart(series: Series, titleId: string): string {
  const values = series.points.map((point) => point.value);
  const max = Math.max(0, ...values.map((value) => value ?? 0));
  const slot = WIDTH / Math.max(1, series.points.length);
  const barWidth = Math.max(1, slot * 0.7);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const bars = series.points
    .map((point, index) => {
      const label = `${formatBucket(point.date)}: ${formatValue(point.value, series.unit)}`;
      const value = point.value ?? 0;
      const height = max === 0 ? 0 : Math.max(value > 0 ? 1 : 0, (value / max) * plotHeight);
      const x = index * slot + (slot - barWidth) / 2;
      const y = HEIGHT - BOTTOM - height;
      return `<rect class="bar bar-${series.unit}" x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${barWidth.toFixed(1)}" height="${height.toFixed(1)}"><title>${escapeHtml(label)}</title></rect>`;
    })
    .join('');
  const first = series.points[0];
  const last = series.points.at(-1);
  const labels = [
    `<text class="label" x="0" y="10">máx. ${escapeHtml(formatValue(max, series.unit))}</text>`,
    first ? `<text class="label" x="0" y="${HEIGHT - 3}">${escapeHtml(formatBucket(first.date))}</text>` : '',
    last && last !== first
      ? `<text class="label" x="${WIDTH}" y="${HEIGHT - 3}" text-anchor="end">${escapeHtml(formatBucket(last.date))}</text>`
      : '',
  ].join('');
  const empty = max === 0 ? `<text class="empty" x="${WIDTH / 2}" y="${TOP + plotHeight / 2}" text-anchor="middle">Sin movimientos en el período</text>` : '';
  return `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="${titleId}" focusable="false">${bars}<line class="axis" x1="0" y1="${HEIGHT - BOTTOM}" x2="${WIDTH}" y2="${HEIGHT - BOTTOM}"/>${labels}${empty}</svg>`;
}

function document(nonce: string, title: string, body: string): string {
  return htmlPage({ nonce, title, style: STYLE, body });
}

/** The builtin report page: the report's kpis as cards and each series as a bar chart. No script. */
export function renderReportPage(report: ReportData, whose: string, nonce: string): string {
  const kpis = report.kpis
    .map((kpi) => `<li class="kpi"><span>${escapeHtml(kpi.label)}</span><strong>${escapeHtml(formatValue(kpi.value, kpi.unit))}</strong></li>`)
    .join('\n');
  const charts = report.series
    .map((series, index) => {
      const titleId = `serie-${index}`;
      return `<figure><figcaption id="${titleId}">${escapeHtml(series.label)} por ${report.granularity === 'day' ? 'día' : 'mes'}</figcaption>${barChart(series, titleId)}</figure>`;
    })
    .join('\n');
  return document(
    nonce,
    report.title,
    `<main>
<h1>${escapeHtml(report.title)}</h1>
<p class="meta">${escapeHtml(whose)} · del ${formatDay(report.period.from)} al ${formatDay(report.period.to)}</p>
<ul class="kpis">
${kpis}
</ul>
<div class="charts">
${charts}
</div>
</main>`,
  );
}

/** The page a frame shows when its URL no longer works. */
export function renderPageError(nonce: string, message: string): string {
  return document(nonce, 'Reporte no disponible', `<main><p class="error">${escapeHtml(message)}</p></main>`);
}
