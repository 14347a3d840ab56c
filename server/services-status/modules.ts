/**
 * One switch per portal module: key (first path segment of the module), Spanish display name, and
 * whether this build has the module's screens (`released`). An unreleased module's menu entries show
 * its "not available yet" page; flip `released` here in the change that adds its screens (the seed
 * writes it to services_status on every start). Home (eiffel), the seller's reputation page and the
 * orders (modules/orders), returns (modules/returns), shipments (modules/shipments), invoices
 * (modules/invoices), sellers (modules/sellers, the admin's seller directory), users (modules/users)
 * rules (modules/rules) and learning guides (modules/learningGuides) sub-applications, the review of seller applications
 * (modules/applications) and the admin's Comunicaciones (modules/documents) are built so far; my
 * account (/user/myAccount) belongs to no module. The shipments module is the dispatch desk; its Epv
 * page (/shipments/epv) is not built and the module says so itself, as this switch is the whole
 * module's. Módulos (modules/moduleSwitches) is where admins switch the others; it is never switched
 * itself.
 */
export const PORTAL_MODULES = [
  { key: 'eiffel', name: 'Inicio', released: true },
  { key: 'reputation', name: 'Reputación', released: true },
  { key: 'pim', name: 'Productos', released: false },
  { key: 'catalog-approval', name: 'Aprobación de catálogo', released: false },
  { key: 'orders', name: 'Órdenes', released: true },
  { key: 'returns', name: 'Devoluciones', released: true },
  { key: 'invoice', name: 'Boletas', released: true },
  { key: 'logistics', name: 'Logística', released: false },
  { key: 'shipments', name: 'Envíos', released: true },
  { key: 'stock', name: 'Stock', released: false },
  { key: 'finance', name: 'Finanzas', released: false },
  { key: 'metrics', name: 'Métricas', released: false },
  { key: 'campaigns', name: 'Campañas', released: false },
  { key: 'reports', name: 'Reportes', released: false },
  { key: 'sellers', name: 'Sellers', released: true },
  { key: 'applications', name: 'Solicitudes', released: true },
  { key: 'documents', name: 'Comunicaciones', released: true },
  { key: 'users', name: 'Usuarios', released: true },
  { key: 'rules', name: 'Reglas', released: true },
  { key: 'learning-guides', name: 'Guías de aprendizaje', released: true },
  { key: 'helper', name: 'Guía de uso', released: false },
  { key: 'modules', name: 'Módulos', released: true },
] as const;
