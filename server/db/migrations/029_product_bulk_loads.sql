-- Products by Excel: a seller's workbook of products of one category, read and stored by a job of
-- the queue (server/catalog/bulkLoadJob.ts) while the page shows how far it got.

create table product_bulk_loads (
  -- In the page's address while the seller waits: random, so nobody reads how many loads exist.
  id uuid primary key,
  seller_id integer not null references sellers (id),
  user_id integer not null references users (id),
  category_id integer not null references catalog_categories (id),
  -- What the valid rows become: drafts the seller finishes, or products sent to review.
  outcome text not null check (outcome in ('draft', 'review')),
  file_name text not null,
  -- The workbook as it was sent, kept until the job has read it all (a crash reads it again).
  file bytea,
  file_bytes integer not null check (file_bytes > 0),
  -- queued: waiting for the job; processing: rows being stored; done: every row has its outcome.
  state text not null default 'queued' check (state in ('queued', 'processing', 'done')),
  -- Counted when it was sent (the row limit is judged then), so progress has a whole from the start.
  total_rows integer not null check (total_rows > 0),
  processed_rows integer not null default 0 check (processed_rows between 0 and total_rows),
  created_rows integer not null default 0 check (created_rows >= 0),
  failed_rows integer not null default 0 check (failed_rows >= 0),
  created_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz,
  check (created_rows + failed_rows = processed_rows),
  check ((state = 'done') = (finished_at is not null)),
  check (state <> 'done' or file is null)
);
-- Sent with its content as it is (a zip already).
alter table product_bulk_loads alter column file set storage external;
create index product_bulk_loads_seller on product_bulk_loads (seller_id, created_at desc);

-- What became of each row of a load, keyed by its row number: the product it created, or what was
-- wrong with it. A row is written in the same transaction as its product, so a job that starts
-- again after a crash skips what is here and creates nothing twice.
create table product_bulk_load_rows (
  load_id uuid not null references product_bulk_loads (id) on delete cascade,
  -- The row number Excel shows (the header is row 1).
  row_number integer not null check (row_number > 1),
  product_id integer references products (id),
  -- [{"column": "Precio", "code": "positiveInteger"}, ...]: empty when the product was created.
  issues jsonb not null default '[]',
  primary key (load_id, row_number),
  check ((product_id is null) = (jsonb_array_length(issues) > 0))
);
