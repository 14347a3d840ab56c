-- The Orders module (openapi/orders.yaml): what an order's detail shows (its items, where it goes,
-- who receives it, every status it went through, its boleta, why the seller cancelled it), the
-- order number as the marketplace prints it, and the indexes that keep the list fast at 100,000
-- orders per seller. The lifecycle itself (which status may follow which) is code:
-- shared/orders/lifecycle.ts. As in 001, time comparisons use timestamps the server passes.

-- The seller's pick-up address: the sender of its shipping labels. Null until known.
alter table sellers add column pickup_street text check (pickup_street is null or char_length(pickup_street) between 1 and 200);
alter table sellers add column pickup_commune text;
alter table sellers add column pickup_region text;

-- Order numbers are YYYY-NNNNNN: the year of purchase (Santiago) and a six-digit sequence of that
-- year. They are ASCII, so the C collation sorts them as the marketplace does and lets the unique
-- btree index answer a number prefix (`like '2026-0001%'`), the list's search.
alter table orders alter column order_number type text collate "C";

-- Rows written before this migration (the earlier demo seed) had free-form numbers: they get the
-- next numbers of their year, in purchase order.
update orders set order_number = renumbered.number
  from (
    select o.id,
           year || '-' || lpad((coalesce(taken.last, 0) + row_number() over (partition by year order by o.created_at, o.id))::text, 6, '0') as number
      from (select id, created_at, to_char(created_at at time zone 'America/Santiago', 'YYYY') as year from orders
             where order_number !~ '^[0-9]{4}-[0-9]{6}$') o
      left join (select left(order_number, 4) as year, max(right(order_number, 6)::int) as last from orders
                  where order_number ~ '^[0-9]{4}-[0-9]{6}$' group by 1) taken using (year)
  ) renumbered
 where orders.id = renumbered.id;
alter table orders add constraint orders_number_format check (order_number ~ '^[0-9]{4}-[0-9]{6}$');

-- The buyer as the seller needs it: the name on the label and a phone for the delivery (nothing
-- else: no e-mail, tax id or payment data). customer_name_key is what the search compares: accents
-- folded and case ignored, by the same function as the seller search (003).
alter table orders add column customer_name text;
alter table orders add column customer_phone text;
alter table orders add column shipping_street text;
alter table orders add column shipping_reference text;
alter table orders add column shipping_commune text;
alter table orders add column shipping_region text;

-- The boleta the seller attached (the upload comes later): its folio and the day it was issued.
-- Pending while there is none.
alter table orders add column invoice_folio integer check (invoice_folio is null or invoice_folio > 0);
alter table orders add column invoice_issued_on date;
alter table orders add constraint orders_invoice_whole check ((invoice_folio is null) = (invoice_issued_on is null));

-- Why the seller could not fulfil the order (its `cancel` action); `other` says why in the note.
-- canceled_by/cancel_reason (005) keep what the reputation counts: a seller's cancel is its stock break.
alter table orders add column seller_cancel_reason text check (seller_cancel_reason in ('out_of_stock', 'damaged_product', 'price_error', 'other'));
alter table orders add column seller_cancel_note text check (seller_cancel_note is null or char_length(seller_cancel_note) between 1 and 500);
alter table orders add constraint orders_cancel_note check (
  (seller_cancel_reason is distinct from 'other' or seller_cancel_note is not null) and (seller_cancel_note is null or seller_cancel_reason is not null));

-- total_amount is from now on what the buyer paid: the items and the shipping (it was the items
-- only). Earlier rows carry no address or buyer: they say so rather than invent one.
update orders set total_amount = total_amount + shipping_amount,
                  customer_name = 'Cliente sin registrar',
                  shipping_street = 'Dirección sin registrar',
                  shipping_commune = 'Sin registrar',
                  shipping_region = 'Sin registrar';
alter table orders alter column customer_name set not null;
alter table orders add constraint orders_customer_name check (char_length(customer_name) between 1 and 120);
alter table orders alter column shipping_street set not null;
alter table orders alter column shipping_commune set not null;
alter table orders alter column shipping_region set not null;
alter table orders add column customer_name_key text generated always as (portal_name_key(customer_name)) stored;

-- The tab (status group) of a status, as shared/orders/lifecycle.ts GROUP_STATUSES has it; the
-- list filters by tab through an index on it. tests/api/orders.test.ts checks the two agree.
create function order_status_group(status text) returns text
language sql immutable strict parallel safe as $$
  select case
    when status in ('new', 'awaiting_fulfillment', 'packed_by_seller') then 'toPrepare'
    when status = 'ready_to_ship' then 'readyToShip'
    when status in ('dispatched', 'shipped', 'delivery_in_progress', 'delivery_in_branch_office', 'delivery_need_second_visit',
                    'delivery_failed_in_process', 'delivery_with_problems', 'handled_by_marketplace') then 'inTransit'
    when status = 'delivered' then 'delivered'
    when status in ('delivery_failed', 'not_delivered', 'lost_before_shipping', 'lost_after_shipping', 'lost_in_return',
                    'damaged_before_shipping', 'damaged_after_shipping') then 'incidents'
    when status in ('canceled', 'unable_to_fulfill', 'refunded_before_shipping', 'refunded_after_cancelation',
                    'refunded_after_delivery_failed', 'refunded_after_return') then 'closed'
  end
$$;
alter table orders add column status_group text generated always as (order_status_group(status)) stored;

-- The items of an order. seller_id is the order's, so the SKU search stays within one seller.
create table order_items (
  order_id integer not null references orders (id) on delete cascade,
  line smallint not null check (line > 0),
  -- Codes, compared byte by byte (the C collation), as the order's `skus` list keeps them.
  sku text collate "C" not null check (char_length(sku) between 1 and 64),
  name text not null check (char_length(name) between 1 and 200),
  quantity integer not null check (quantity > 0),
  unit_price integer not null check (unit_price >= 0),
  primary key (order_id, line)
);

-- The SKUs of an order's items, on the order: the search finds an SKU with one GIN lookup and ORs it
-- with the other two (a join through order_items would read every matching item's order by id).
-- Whoever writes an order writes them (server/seed/order-rows.ts); the triggers below correct an
-- order whose items changed afterwards, and touch nothing when they agree.
alter table orders add column skus text[] not null default '{}';
create index orders_skus on orders using gin (skus) with (fastupdate = off);

create function order_skus_refresh() returns trigger
language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    update orders o set skus = fresh.skus
      from (select order_id, array_agg(distinct sku order by sku) as skus from order_items
             where order_id in (select order_id from new_rows) group by order_id) fresh
     where o.id = fresh.order_id and o.skus is distinct from fresh.skus;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update orders o set skus = coalesce((select array_agg(distinct i.sku order by i.sku) from order_items i where i.order_id = o.id), '{}')
     where o.id in (select order_id from old_rows)
       and o.skus is distinct from coalesce((select array_agg(distinct i.sku order by i.sku) from order_items i where i.order_id = o.id), '{}');
  end if;
  return null;
end
$$;
create trigger order_items_skus_insert after insert on order_items referencing new table as new_rows
  for each statement execute function order_skus_refresh();
create trigger order_items_skus_update after update on order_items referencing old table as old_rows new table as new_rows
  for each statement execute function order_skus_refresh();
create trigger order_items_skus_delete after delete on order_items referencing old table as old_rows
  for each statement execute function order_skus_refresh();

-- Every status an order went through, the current one last. by_user_id: the portal user who made
-- the movement (a seller's action); null for the marketplace's and the carrier's.
create table order_status_history (
  id bigint generated by default as identity primary key,
  order_id integer not null references orders (id) on delete cascade,
  status text not null check (status in (
    'new', 'awaiting_fulfillment', 'ready_to_ship', 'dispatched', 'shipped', 'delivered', 'delivery_in_progress',
    'delivery_in_branch_office', 'delivery_failed', 'delivery_failed_in_process', 'delivery_need_second_visit',
    'delivery_with_problems', 'not_delivered', 'canceled', 'refunded_before_shipping', 'refunded_after_cancelation',
    'refunded_after_delivery_failed', 'refunded_after_return', 'lost_before_shipping', 'lost_after_shipping',
    'lost_in_return', 'damaged_before_shipping', 'damaged_after_shipping', 'unable_to_fulfill',
    'handled_by_marketplace', 'packed_by_seller')),
  at timestamptz not null,
  note text check (note is null or char_length(note) between 1 and 500),
  by_user_id integer references users (id) on delete set null
);
create index order_status_history_order on order_status_history (order_id, at, id);

-- Earlier rows: one item for their units, and a timeline of their purchase and their status now.
insert into order_items (order_id, line, sku, name, quantity, unit_price)
  select id, 1, 'SIN-SKU', 'Productos de la orden', units, (total_amount - shipping_amount) / units from orders;
insert into order_status_history (order_id, status, at)
  select id, 'new', created_at from orders where status <> 'new';
insert into order_status_history (order_id, status, at)
  select id, status, coalesce(canceled_at, delivered_at, dispatched_at, created_at) from orders;

-- Orders per seller, Santiago day of purchase and status, kept by the triggers below: the tabs'
-- counts of a list without a search read these few rows instead of every order of the seller.
create table order_status_day_counts (
  seller_id integer not null references sellers (id) on delete cascade,
  day date not null,
  status text not null,
  orders integer not null check (orders >= 0),
  primary key (seller_id, day, status)
);
insert into order_status_day_counts (seller_id, day, status, orders)
  select seller_id, (created_at at time zone 'America/Santiago')::date, status, count(*) from orders group by 1, 2, 3;

-- One statement's changes, netted per (seller, day, status): an update that moves no order between
-- counts (a boleta attached, the SKUs refreshed) writes nothing. Rows are locked in key order, so two
-- transactions changing the same counts cannot deadlock. Counts only go down where they exist (a
-- seller's counts may be gone first when the seller is deleted).
create function order_status_day_counts_apply() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into order_status_day_counts as c (seller_id, day, status, orders)
      select seller_id, (created_at at time zone 'America/Santiago')::date, status, count(*)::int from new_rows group by 1, 2, 3 order by 1, 2, 3
      on conflict (seller_id, day, status) do update set orders = c.orders + excluded.orders;
  elsif tg_op = 'DELETE' then
    update order_status_day_counts c set orders = c.orders - gone.orders
      from (select seller_id, (created_at at time zone 'America/Santiago')::date as day, status, count(*)::int as orders from old_rows group by 1, 2, 3) gone
     where c.seller_id = gone.seller_id and c.day = gone.day and c.status = gone.status;
  else
    with changes as (
      select seller_id, day, status, sum(delta)::int as delta
        from (select seller_id, (created_at at time zone 'America/Santiago')::date as day, status, -1 as delta from old_rows
              union all
              select seller_id, (created_at at time zone 'America/Santiago')::date, status, 1 from new_rows) moved
       group by 1, 2, 3 having sum(delta) <> 0
    ), lowered as (
      update order_status_day_counts c set orders = c.orders + changes.delta
        from changes where changes.delta < 0 and c.seller_id = changes.seller_id and c.day = changes.day and c.status = changes.status
    )
    insert into order_status_day_counts as c (seller_id, day, status, orders)
      select seller_id, day, status, delta from changes where delta > 0 order by 1, 2, 3
      on conflict (seller_id, day, status) do update set orders = c.orders + excluded.orders;
  end if;
  return null;
end
$$;
create trigger orders_counts_insert after insert on orders referencing new table as new_rows
  for each statement execute function order_status_day_counts_apply();
create trigger orders_counts_update after update on orders referencing old table as old_rows new table as new_rows
  for each statement execute function order_status_day_counts_apply();
create trigger orders_counts_delete after delete on orders referencing old table as old_rows
  for each statement execute function order_status_day_counts_apply();

-- The list's keyset: one index per sort, with and without the tab, for one seller and for staff
-- looking at every seller (the default sort only, with the tab). They replace 005's two indexes,
-- which the reputation and the reports read by the same leading columns.
drop index orders_seller_created;
drop index orders_created;
create index orders_seller_created on orders (seller_id, created_at, id);
create index orders_seller_promised on orders (seller_id, promised_at, id);
create index orders_seller_total on orders (seller_id, total_amount, id);
create index orders_seller_number on orders (seller_id, order_number, id);
create index orders_seller_group_created on orders (seller_id, status_group, created_at, id);
create index orders_seller_group_promised on orders (seller_id, status_group, promised_at, id);
create index orders_seller_group_total on orders (seller_id, status_group, total_amount, id);
create index orders_seller_group_number on orders (seller_id, status_group, order_number, id);
create index orders_created on orders (created_at, id);
create index orders_promised on orders (promised_at, id);
create index orders_total on orders (total_amount, id);
create index orders_group_created on orders (status_group, created_at, id);

-- Part of a customer's name: a trigram index makes `like '%gonzalez%'` an index search. pg_trgm is a
-- trusted extension of PostgreSQL (and PGlite loads it, server/db/pglite.ts); where it cannot be
-- installed the search still works, scanning the seller's orders.
do $$
declare
  trgm_schema text;
begin
  begin
    create extension if not exists pg_trgm with schema public;
  exception when others then
    raise notice 'pg_trgm is not available (%): the customer name search scans the orders', sqlerrm;
  end;
  select n.nspname into trgm_schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm';
  if trgm_schema is not null then
    -- fastupdate off: a search must not read a list of pending entries that no vacuum has merged
    -- (PGlite has no autovacuum; PostgreSQL's comes when it comes).
    execute format('create index orders_customer_name_trgm on orders using gin (customer_name_key %I.gin_trgm_ops) with (fastupdate = off)', trgm_schema);
  end if;
end
$$;
