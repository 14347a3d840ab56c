-- The Envíos module (openapi/shipments.yaml): the dispatch desk lists a seller's orders of one
-- dispatch status, most urgent promise first, and records each dispatch manifest, the paper the
-- carrier signs when it picks the orders up (which moves them to dispatched).

-- One tab of the desk, by promised delivery: a keyset page reads about `limit` rows, for one seller
-- or (staff) for every seller.
create index orders_seller_status_promised on orders (seller_id, status, promised_at, id);
create index orders_status_promised on orders (status, promised_at, id);

-- A manifest: its printed number (MD-<year>-<six digits of its id>), whose orders it hands over,
-- to which carrier, on which Santiago day, and who issued it.
create table dispatch_manifests (
  id serial primary key,
  number text not null unique check (number ~ '^MD-[0-9]{4}-[0-9]{6}$'),
  seller_id integer not null references sellers (id),
  carrier text not null check (carrier in ('blue_express', 'chilexpress', 'starken')),
  dispatch_date date not null,
  created_at timestamptz not null,
  created_by_user_id integer references users (id)
);
create index dispatch_manifests_seller on dispatch_manifests (seller_id, created_at);

-- The orders of a manifest in the order printed. An order is handed over once: it is dispatched
-- afterwards, so it can never be on a second manifest.
create table dispatch_manifest_orders (
  manifest_id integer not null references dispatch_manifests (id),
  line integer not null check (line > 0),
  order_id integer not null unique references orders (id),
  primary key (manifest_id, line)
);
