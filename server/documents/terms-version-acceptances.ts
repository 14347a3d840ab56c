import type { components } from '../../openapi/generated/documents.ts';
import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';

export type TermsVersionAcceptance = components['schemas']['TermsVersionAcceptance'];

interface Row {
  id: string;
  seller_id: number;
  seller_name: string;
  user_name: string;
  user_email: string;
  accepted_at: Date;
}

// The (terms_id, seller_id) unique index serves the version filter. The name searched is the one
// the seller had when accepting: that is the name the record (and its receipt) prints.
const FROM = `from terms_acceptances a
 where a.terms_id = $1
   and ($2::text is null
        or position(lower($2::text) in lower(a.seller_name)) > 0
        or ($2::text ~ '^[0-9]{1,9}$' and a.seller_id = $2::text::int))`;

/** One page of the sellers who accepted version `termsId`, newest first; 404 for an unknown version. */
export async function listTermsVersionAcceptances(
  db: Queryable,
  input: { termsId: number; search: string | null; limit: number; offset: number },
): Promise<{ data: TermsVersionAcceptance[]; total: number }> {
  const [terms] = await db.query<{ id: number }>('select id from terms where id = $1', [input.termsId]);
  if (!terms) throw new ApiProblem(404, 'TERMS_NOT_FOUND', `There are no terms with id ${input.termsId}`);
  const search = input.search?.trim() || null;
  const rows = await db.query<Row>(
    `select a.id, a.seller_id, a.seller_name, a.user_name, a.user_email, a.accepted_at ${FROM}
     order by a.accepted_at desc, a.id limit $3 offset $4`,
    [input.termsId, search, input.limit, input.offset],
  );
  const [{ total = 0 } = {}] = await db.query<{ total: number }>(`select count(*)::int as total ${FROM}`, [input.termsId, search]);
  return {
    total,
    data: rows.map((row) => ({
      id: row.id,
      sellerId: row.seller_id,
      sellerName: row.seller_name,
      userName: row.user_name,
      userEmail: row.user_email,
      acceptedAt: new Date(row.accepted_at).toISOString(),
    })),
  };
}
