/** The seller's reputation page (/reputation) and the banner of the month in progress, also on the home. */
export default {
  'reputationPage.title': 'Tu reputación',
  'reputationPage.inProgress.title': 'Tu reputación de este mes está en curso',
  'reputationPage.inProgress.projected': 'Con tus cifras de hoy, al cierre del mes quedarías en nivel {level}.',
  'reputationPage.inProgress.notMeasured':
    '{count, plural, one {Con tus cifras de hoy, este mes aún no se mide: te falta # pedido despachado para tener nivel.} other {Con tus cifras de hoy, este mes aún no se mide: te faltan # pedidos despachados para tener nivel.}}',
  'reputationPage.inProgress.loading': 'Estamos sumando tus cifras de este mes…',
  'reputationPage.inProgress.noFigures': 'Tu nivel de este mes se decide al cierre, con las cifras del mes completo.',
} satisfies Record<string, string>;
