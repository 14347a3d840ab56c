export default {
  'reports.sectionTitle': 'Reportes',
  'reports.sectionIntro.seller': 'Tus cifras de reputación, penalizaciones y ventas, actualizadas a diario.',
  'reports.sectionIntro.marketplace': 'Cifras de reputación, penalizaciones y ventas de todos los sellers del marketplace.',
  'reports.reputation.title': 'Reputación',
  // The report's period (server/metrics/reports.ts, reportPeriod): the 6 months closed before this one.
  'reports.reputation.period.seller': 'Cifras de los últimos 6 meses cerrados. Las de la tarjeta Tu reputación son las del periodo con que se mide tu nivel.',
  'reports.reputation.period.marketplace': 'Cifras de los últimos 6 meses cerrados.',
  'reports.penaltyBreak.title': 'Quiebres de stock y penalizaciones',
  'reports.comercial.title': 'Resumen comercial',
  'reports.frameTitle': 'Reporte: {title}',
  'reports.loading': 'Cargando el reporte {title}…',
} satisfies Record<string, string>;
