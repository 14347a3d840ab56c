/** Demo accounts seeded by the server on first start (see server/seed), and API shortcuts for set-up. */
export const DEMO_PASSWORD = 'Portal2026!';
export const demo = {
  admin: 'admin@demo.cl',
  seller: 'seller@demo.cl',
  newSeller: 'nuevo@demo.cl',
  comercial: 'comercial@demo.cl',
  logistics: 'logistica@demo.cl',
} as const;

interface Session {
  accessToken: string;
  jwtPayload: { first_name: string; last_name: string; role: string };
}

export async function apiLogin(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email} answered ${response.status}`);
  return (await response.json()) as Session;
}

/** Opens or closes a module as the demo admin; a closing carries `reason` and no estimated reopening unless given. */
export async function setModuleActive(
  baseUrl: string,
  keyModule: string,
  active: boolean,
  closing: { reason: string; expected_reopening: string | null } = { reason: 'Mantención programada', expected_reopening: null },
): Promise<void> {
  const { accessToken } = await apiLogin(baseUrl, demo.admin);
  const response = await fetch(`${baseUrl}/services-status/${keyModule}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(active ? { active } : { active, ...closing }),
  });
  if (!response.ok) throw new Error(`services-status ${keyModule} answered ${response.status}`);
}
