export default {
  'reputation.drawer.open': 'Ver niveles y beneficios',
  'reputation.drawer.title': 'Niveles de reputación',
  'reputation.drawer.close': 'Cerrar niveles de reputación',
  'reputation.drawer.intro':
    'Cada mes medimos tus entregas a tiempo, tus reclamos y tus cancelaciones. Cada meta que cumples te sube un nivel, y cada nivel trae sus beneficios.',
  'reputation.rules.title': 'Las metas del mes',
  'reputation.rule.shipped': 'Despachar al menos {orders} pedidos en el mes: con menos, el mes no se mide.',
  'reputation.rule.deliveries': 'Entregas a tiempo sobre {threshold}.',
  'reputation.rule.claims': 'Reclamos bajo {threshold} de tus pedidos.',
  'reputation.rule.cancellations': 'Cancelados por ti bajo {threshold} de tus pedidos.',
  'reputation.ladder.title': 'Niveles',
  'reputation.ladder.current': 'Tu nivel actual',
  'reputation.ladder.requirement.notMeasured': 'Aún sin medir: menos de {orders} pedidos despachados.',
  'reputation.ladder.requirement':
    '{met, plural, =0 {Ninguna de las 3 metas cumplida.} =1 {1 de las 3 metas cumplida.} =3 {Las 3 metas cumplidas.} other {# de las 3 metas cumplidas.}}',
  'reputation.ladder.benefits': 'Beneficios:',
  'reputation.month.title': 'Este mes hasta hoy',
  'reputation.month.period': 'Del {from} al {to}',
  'reputation.month.shipped': 'Pedidos despachados',
  'reputation.month.deliveries': 'Entregas a tiempo',
  'reputation.month.claims': 'Reclamos',
  'reputation.month.cancellations': 'Cancelados por ti',
  'reputation.month.countOf': '{count} de {total}',
  'reputation.month.countOfRate': '{count} de {total} ({rate})',
  'reputation.month.unavailable': 'No pudimos leer tus cifras de este mes.',
  'reputation.month.newRules':
    'Este mes rigen metas nuevas, con las que se calculan tu proyección y lo que te sube de nivel: despachar al menos {orders} pedidos, entregas a tiempo sobre {deliveries}, reclamos bajo {claims} y cancelados por ti bajo {cancellations}.',
  'reputation.whatIf.title': '¿Qué te sube de nivel?',
  'reputation.whatIf.benefits': 'Beneficios de {level} con las reglas de este mes:',
  'reputation.whatIf.projected': 'Con tus cifras de este mes hasta hoy, tu nivel sería {level}.',
  'reputation.whatIf.anyOne': 'Basta con una de estas metas:',
  'reputation.whatIf.onTimeDeliveries':
    '{count, plural, one {Con # entrega a tiempo más llegas a {level}.} other {Con # entregas a tiempo más llegas a {level}.}}',
  'reputation.whatIf.fewerClaims': '{count, plural, one {Con # reclamo menos llegas a {level}.} other {Con # reclamos menos llegas a {level}.}}',
  'reputation.whatIf.fewerCancellations':
    '{count, plural, one {Con # cancelación menos llegas a {level}.} other {Con # cancelaciones menos llegas a {level}.}}',
  'reputation.whatIf.top': 'Cumples las 3 metas: si sigues así, este mes quedas en Destacado, el nivel más alto.',
  'reputation.whatIf.notMeasured':
    '{count, plural, one {Despacha # pedido más este mes para que midamos tu reputación.} other {Despacha # pedidos más este mes para que midamos tu reputación.}}',
  'reputation.icon.missing': 'El icono de nivel no encontrado',
} satisfies Record<string, string>;
