-- The reputation programme's rules (Configuración > Reglas) as versions: each save is a new row,
-- none is ever changed. A version is in force from the first day of the Santiago month it was saved
-- in (effective_from): the month being built takes it at once, months already closed keep the
-- version they were scored with, since their effective_from lies before it.
create table reputation_rule_versions (
  -- Consecutive from 1: a save names the version it was based on and writes the next number, so
  -- of two saves based on the same version the primary key lets exactly one through.
  version integer primary key check (version >= 1),
  effective_from date not null check (extract(day from effective_from) = 1),
  rule_values jsonb not null check (jsonb_typeof(rule_values) = 'object'),
  note text not null check (char_length(btrim(note)) between 1 and 500),
  -- Null only for the programme's first rules, which no person saved.
  created_by integer references users (id) on delete set null,
  created_at timestamptz not null
);

-- Version 1: the rules the portal scored with before they became data, so every figure stays the
-- same. In force from the start of time; saved by nobody.
insert into reputation_rule_versions (version, effective_from, rule_values, note, created_by, created_at) values (
  1,
  '1970-01-01',
  '{
    "minOnTimeDeliveriesPercent": 95.01,
    "maxClaimsPercent": 3,
    "maxCancellationsPercent": 1.5,
    "minShippedOrders": 5,
    "benefits": {
      "Nuevo": "Visibilidad estándar de tus productos en búsquedas y categorías. Guía de primeros pasos en el centro de ayuda.",
      "Bajo": "Visibilidad estándar de tus productos en búsquedas y categorías. Plan de mejora acompañado por tu ejecutivo comercial.",
      "Medio": "Visibilidad estándar de tus productos en búsquedas y categorías. Postulación a los eventos de temporada del marketplace.",
      "Bueno": "40 % de descuento en el costo de envío. Cofinanciamiento de ofertas. Campañas publicitarias. Despacho programado.",
      "Destacado": "50 % de descuento en el costo de envío. Cofinanciamiento de ofertas. Campañas publicitarias. Despacho programado. Insignia «Seller destacado» en tus productos."
    },
    "conferenceCutoffDay": "2023-10-19",
    "conferenceCutoffTime": "23:30"
  }',
  'Reglas iniciales del programa de reputación',
  null,
  '2023-01-01T03:00:00Z'
);
