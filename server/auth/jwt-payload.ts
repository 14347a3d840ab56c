import type { components } from '../../openapi/generated/auth.ts';
import type { Queryable } from '../db/database.ts';
import { grantedRestrictedOperations } from './permissions.ts';
import type { Role } from './roles.ts';

export type JwtPayload = components['schemas']['JwtPayload'];

interface SessionUserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  seller_id: number | null;
  seller_name: string | null;
  facility_id: string | null;
  seller_type: string | null;
  is_collector: boolean | null;
  api_key: string | null;
  sap_client: string | null;
  sap_provider: string | null;
  publish: boolean | null;
}

/** The session's user as the contract's JwtPayload, read fresh (names and seller flags change). */
export async function loadJwtPayload(db: Queryable, userId: number): Promise<JwtPayload | null> {
  const [row] = await db.query<SessionUserRow>(
    `select u.id, u.email, u.first_name, u.last_name, u.role, u.seller_id,
            s.name as seller_name, coalesce(u.facility_id, s.facility_id) as facility_id, s.seller_type, s.is_collector, s.api_key,
            s.sap_client, s.sap_provider, s.publish
       from users u left join sellers s on s.id = u.seller_id
      where u.id = $1`,
    [userId],
  );
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    seller_id: row.seller_id,
    seller_name: row.seller_name,
    role: row.role,
    permissions: grantedRestrictedOperations(row.role),
    facility_id: row.facility_id,
    seller_type: row.seller_type,
    is_collector: row.is_collector ?? false,
    api_key: row.api_key,
    sellerSapClient: row.sap_client,
    sellerSapProvider: row.sap_provider,
    sellerIsPublished: row.publish ?? false,
  };
}
