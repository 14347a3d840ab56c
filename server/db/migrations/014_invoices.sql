-- The Invoices module (openapi/invoices.yaml): the PDF of a boleta the seller attached to one of its
-- orders (folio and day stay on the order, 011), and one folio per seller. A bulk upload records
-- folio and day only, so an order's boleta may have no file.

create table invoice_files (
  order_id integer primary key references orders (id) on delete cascade,
  file_name text not null check (char_length(file_name) between 1 and 200),
  content bytea not null check (octet_length(content) between 5 and 5242880),
  uploaded_by integer references users (id) on delete set null,
  uploaded_at timestamptz not null
);

-- A folio names one boleta of its seller: two orders of one seller never share it. The index also
-- answers "which order has this folio" for the upload's checks and the list's search.
create unique index orders_seller_invoice_folio on orders (seller_id, invoice_folio) where invoice_folio is not null;
