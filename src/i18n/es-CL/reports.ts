export default {
  'reports.sectionTitle': 'Reportes',
  'reports.sectionIntro.seller': 'Tus cifras de reputación, penalizaciones y ventas, actualizadas a diario.',
  'reports.sectionIntro.marketplace': 'Cifras de reputación, penalizaciones y ventas de todos los sellers del marketplace.',
  'reports.reputation.title': 'Reputación',
  'reports.penaltyBreak.title': 'Quiebres de stock y penalizaciones',
  'reports.comercial.title': 'Resumen comercial',
  'reports.frameTitle': 'Reporte: {title}',
  'reports.loading': 'Cargando el reporte {title}…',
} satisfies Record<string, string>;
