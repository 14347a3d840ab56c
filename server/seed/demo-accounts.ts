import type { Role } from '../auth/roles.ts';

/** The password of every demo account (it follows the password rules). */
export const DEMO_PASSWORD = 'Portal2026!';

export type DemoSellerKey = 'andes' | 'austral';

export interface DemoSeller {
  key: DemoSellerKey;
  /** Commercial name (what the marketplace shows). */
  name: string;
  /** Legal name (razón social) as SII registers it. */
  legalName: string;
  /** RUT, cleaned (digits and verifier, no dots or hyphen). */
  documentNumber: string;
  /** The commercial-area e-mail the seller signed up with. */
  commercialEmail: string;
  publish: boolean;
  termsSigned: boolean;
  sellerType: string;
  vendorCodeProvider: string | null;
  vendorCodeClient: string | null;
  sapClient: string | null;
  sapProvider: string | null;
  facilityId: string | null;
  /** Publish-history movements, oldest first, as days before the seed. */
  history: { daysAgo: number; published: boolean; reason: string }[];
  /** Where the carriers pick its orders up (the sender on its shipping labels). */
  pickup: { street: string; commune: string; region: string };
}

export const DEMO_SELLERS: readonly DemoSeller[] = [
  {
    key: 'andes',
    name: 'Tienda Andes SpA',
    legalName: 'TIENDA ANDES SPA',
    documentNumber: '760864285',
    commercialEmail: 'comercial@tiendaandes.cl',
    publish: true,
    termsSigned: true,
    sellerType: 'pim',
    vendorCodeProvider: '801-204310',
    vendorCodeClient: '801-504310',
    sapClient: '1000452',
    sapProvider: '2000452',
    facilityId: 'CD-ANDES-01',
    history: [
      { daysAgo: 180, published: true, reason: 'Alta aprobada por el equipo de onboarding' },
      { daysAgo: 95, published: false, reason: 'Pausa solicitada por el seller por inventario' },
      { daysAgo: 88, published: true, reason: 'Reactivación tras carga de stock' },
    ],
    pickup: { street: 'Av. Presidente Eduardo Frei Montalva 9850, bodega 14', commune: 'Quilicura', region: 'Metropolitana de Santiago' },
  },
  {
    key: 'austral',
    name: 'Emporio Austral Ltda',
    legalName: 'EMPORIO AUSTRAL LTDA',
    documentNumber: '776543217',
    commercialEmail: 'ventas@emporioaustral.cl',
    publish: false,
    termsSigned: false,
    sellerType: 'pim',
    vendorCodeProvider: null,
    vendorCodeClient: null,
    sapClient: null,
    sapProvider: null,
    facilityId: null,
    history: [],
    pickup: { street: 'Av. Colón 1240', commune: 'Talcahuano', region: 'Biobío' },
  },
];

export interface DemoAccount {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  seller: DemoSellerKey | null;
  /** What the portal shows this account (printed at start-up). */
  shows: string;
}

/** One account per role, plus an unpublished seller; main.ts prints them, tests sign in with them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.cl', role: 'admin', firstName: 'Carolina', lastName: 'Fuentes', seller: null, shows: 'administrador: todas las rutas; abre y cierra módulos' },
  { email: 'seller@demo.cl', role: 'seller', firstName: 'Matías', lastName: 'Rojas', seller: 'andes', shows: 'seller publicado, con historial de publicación (Tienda Andes SpA)' },
  { email: 'nuevo@demo.cl', role: 'seller', firstName: 'Valentina', lastName: 'Soto', seller: 'austral', shows: 'seller nuevo, sin publicar ni historial (Emporio Austral Ltda)' },
  { email: 'atencion@demo.cl', role: 'customerService', firstName: 'Javiera', lastName: 'Muñoz', seller: null, shows: 'atención al cliente' },
  { email: 'catalogo@demo.cl', role: 'catalog', firstName: 'Felipe', lastName: 'Contreras', seller: null, shows: 'catálogo' },
  { email: 'comercial@demo.cl', role: 'comercial', firstName: 'Camila', lastName: 'Araya', seller: null, shows: 'comercial' },
  { email: 'logistica@demo.cl', role: 'logistics', firstName: 'Diego', lastName: 'Silva', seller: null, shows: 'logística' },
  { email: 'tienda@demo.cl', role: 'store', firstName: 'Francisca', lastName: 'Morales', seller: null, shows: 'tienda' },
  { email: 'seguridad@demo.cl', role: 'security', firstName: 'Tomás', lastName: 'Reyes', seller: null, shows: 'seguridad' },
  { email: 'sysadmin@demo.cl', role: 'sysadmin', firstName: 'Ignacio', lastName: 'Vargas', seller: null, shows: 'administración de sistemas' },
];
