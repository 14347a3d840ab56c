import type { Queryable } from '../db/database.ts';
import { ApiProblem } from '../http/api-problem.ts';
import type { Session } from '../auth/session.ts';

/** The signed-in user as the documents service needs it: which seller it acts for, and who it is. */
export interface Caller {
  userId: number;
  role: Session['role'];
  email: string;
  name: string;
  sellerId: number | null;
  sellerName: string | null;
}

export async function loadCaller(db: Queryable, session: Session): Promise<Caller> {
  const [row] = await db.query<{ email: string; first_name: string; last_name: string; seller_id: number | null; seller_name: string | null }>(
    `select u.email, u.first_name, u.last_name, u.seller_id, s.name as seller_name
       from users u left join sellers s on s.id = u.seller_id
      where u.id = $1`,
    [session.userId],
  );
  // authenticate() found the user a moment ago; gone since means the session is over.
  if (!row) throw ApiProblem.unauthorized();
  return {
    userId: session.userId,
    role: session.role,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`.trim(),
    sellerId: row.seller_id,
    sellerName: row.seller_name,
  };
}

/** The seller a seller-only operation acts for (the seller role always has one; the schema says so). */
export function sellerOf(caller: Caller): { sellerId: number; sellerName: string } {
  if (caller.sellerId === null || caller.sellerName === null) throw ApiProblem.forbidden();
  return { sellerId: caller.sellerId, sellerName: caller.sellerName };
}

/** `page` and `pageSize` with the contract's defaults (1 and 20). */
export function pageOf(query: { page?: number; pageSize?: number }): { page: number; pageSize: number; offset: number } {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
