/** The groups of the left menu an entry may sit in (a module's manifest names one for its entries). */
export const MENU_GROUPS = ['configuration', 'sales', 'finance', 'spid35', 'help'] as const;
