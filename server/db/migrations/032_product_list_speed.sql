-- The products list for a seller with a large catalogue: the tabs' counts, a category or a brand,
-- and a search by part of the title answer from indexes and a few rows, not from every product.

-- Products per seller and status, kept by the triggers below: the tabs' counts of a list without a
-- filter (the common case) read five rows instead of counting the seller's products on every page.
create table product_status_counts (
  seller_id integer not null references sellers (id) on delete cascade,
  status text not null,
  products integer not null check (products >= 0),
  primary key (seller_id, status)
);
insert into product_status_counts (seller_id, status, products)
  select seller_id, status, count(*) from products group by 1, 2;

-- One statement's changes, netted per (seller, status): a save that keeps the status (an edit of a
-- draft) writes nothing, and a bulk load of a thousand rows writes one row. Rows are written in key
-- order, as the orders' day counts are, so two transactions changing the same counts cannot deadlock.
create function product_status_counts_apply() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into product_status_counts as c (seller_id, status, products)
      select seller_id, status, count(*)::int from new_rows group by 1, 2 order by 1, 2
      on conflict (seller_id, status) do update set products = c.products + excluded.products;
  elsif tg_op = 'DELETE' then
    update product_status_counts c set products = c.products - gone.products
      from (select seller_id, status, count(*)::int as products from old_rows group by 1, 2) gone
     where c.seller_id = gone.seller_id and c.status = gone.status;
  else
    with changes as (
      select seller_id, status, sum(delta)::int as delta
        from (select seller_id, status, -1 as delta from old_rows
              union all
              select seller_id, status, 1 from new_rows) moved
       group by 1, 2 having sum(delta) <> 0
    ), lowered as (
      update product_status_counts c set products = c.products + changes.delta
        from changes where changes.delta < 0 and c.seller_id = changes.seller_id and c.status = changes.status
    )
    insert into product_status_counts as c (seller_id, status, products)
      select seller_id, status, delta from changes where delta > 0 order by 1, 2
      on conflict (seller_id, status) do update set products = c.products + excluded.products;
  end if;
  return null;
end
$$;
create trigger products_counts_insert after insert on products referencing new table as new_rows
  for each statement execute function product_status_counts_apply();
create trigger products_counts_update after update on products referencing old table as old_rows new table as new_rows
  for each statement execute function product_status_counts_apply();
create trigger products_counts_delete after delete on products referencing old table as old_rows
  for each statement execute function product_status_counts_apply();

-- A SKU searched across every seller (the catalogue team's list); a seller's own search has the key.
create index product_skus_sku on product_skus (sku);

-- A category's or a brand's products, newest change first, for one seller.
create index products_seller_category_updated on products (seller_id, category_id, updated_at desc, id desc);
create index products_seller_brand_updated on products (seller_id, brand_id, updated_at desc, id desc);

-- The title as searches compare it (no case, no accents), and a trigram index that makes
-- `like '%lampara%'` an index search (as the orders' customer search). Where pg_trgm cannot be
-- installed the search scans the seller's products.
alter table products add column title_key text generated always as (portal_name_key(title)) stored;
do $$
declare
  trgm_schema text;
begin
  select n.nspname into trgm_schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm';
  if trgm_schema is not null then
    execute format('create index products_title_trgm on products using gin (title_key %I.gin_trgm_ops)', trgm_schema);
  end if;
end
$$;
