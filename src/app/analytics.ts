/**
 * Tracking through the analytics data layer: events with categories such as 'Login'.
 * Events carry codes, never personal data such as the e-mail typed in.
 */
import { menuItemOfPath } from '../../shared/access/menu.ts';

export interface AnalyticsEvent {
  event: string;
  category: string;
  action: string;
  label?: string;
  /** The error's text, on failure events. */
  error?: string;
  /** On a seller's events only (see `taggedForViewer`). */
  sellerId?: number;
}

export interface Analytics {
  track(event: AnalyticsEvent): void;
  /** A virtual page view; optional so a tracker of events alone still fits. */
  pageView?(view: AnalyticsPageView): void;
}

/** Pushes every event and page view to `target.dataLayer`, creating the layer when the tag manager has not yet. */
export function createDataLayerAnalytics(target: { dataLayer?: unknown[] }): Analytics {
  return {
    track(event) {
      target.dataLayer ??= [];
      target.dataLayer.push(event);
    },
    pageView(view) {
      target.dataLayer ??= [];
      target.dataLayer.push(view);
    },
  };
}

/** The event a failed login sends (the error code as label). */
export const loginFailureEvent = (code: string): AnalyticsEvent => ({
  event: 'login_failure',
  category: 'Login',
  action: 'Error de inicio de sesión',
  label: code,
});

/** A virtual page view: each route change, and each sign-up step, sends one. */
export interface AnalyticsPageView {
  event: 'virtual_page_view' | 'seller_virtual_page_view';
  pagePath: string;
  pageTitle: string;
  /** On a seller's page views only (see `taggedForViewer`). */
  sellerId?: number;
}

/** The sign-up wizard's page path and tracking category. */
export const SIGNUP_PAGE_PATH = '/registrate-ahora';
export const SIGNUP_CATEGORY = 'Formulario de registro seller MKP';

/** The title each sign-up step's page view carries (tracking names, the same in every language). */
export const SIGNUP_STEP_TITLES = {
  company: 'Registro seller - Empresa',
  contact: 'Registro seller - Contacto',
  legal: 'Registro seller - Legal',
  bank: 'Registro seller - Banco',
  logistic: 'Registro seller - Logística',
  confirmation: 'Registro seller - Confirmación',
} as const satisfies Record<string, string>;

export type SignupTrackedStep = keyof typeof SIGNUP_STEP_TITLES;

/** The page view of a sign-up step. */
export const signupPageView = (step: SignupTrackedStep): AnalyticsPageView => ({
  event: 'virtual_page_view',
  pagePath: SIGNUP_PAGE_PATH,
  pageTitle: SIGNUP_STEP_TITLES[step],
});

/** The tag of the sign-up events: the company's tax id, cleaned (digits and K), base64-encoded. */
export const signupTag = (cleanedRut: string): string => btoa(cleanedRut);

/** A sign-up event as the flow reports it: what happened, the cleaned company RUT, and its detail. */
export type SignupAnalyticsEvent =
  | { action: 'stepCompleted'; step: SignupTrackedStep; cleanedRut: string }
  | { action: 'submit'; cleanedRut: string }
  | { action: 'success'; cleanedRut: string }
  | { action: 'fail'; cleanedRut: string; error: string };

const SIGNUP_ACTIONS = {
  stepCompleted: 'Paso completado',
  submit: 'Enviar formulario',
  success: 'Registro exitoso',
  fail: 'Error en el registro',
} as const;

/**
 * The data-layer event of a sign-up event: category 'Formulario de registro seller MKP', the base64
 * tax-id tag as label; a completed step names the step, a failure carries the error code as text.
 */
export function signupEvent(event: SignupAnalyticsEvent): AnalyticsEvent {
  const base = { event: 'signup', category: SIGNUP_CATEGORY, label: signupTag(event.cleanedRut) };
  switch (event.action) {
    case 'stepCompleted':
      return { ...base, action: `${SIGNUP_ACTIONS.stepCompleted}: ${SIGNUP_STEP_TITLES[event.step]}` };
    case 'fail':
      return { ...base, action: SIGNUP_ACTIONS.fail, error: event.error };
    default:
      return { ...base, action: SIGNUP_ACTIONS[event.action] };
  }
}

/** The tracking category of the portal's menu: menu clicks send events. */
export const MENU_CATEGORY = 'Menú';

/** The event of a click on a menu entry; the entry's stable id is the label. */
export const menuClickEvent = (itemId: string): AnalyticsEvent => ({
  event: 'menu_click',
  category: MENU_CATEGORY,
  action: 'Clic en menú',
  label: itemId,
});

/** Routes whose id is Logistics or Fulfillment are tracked under /invoice/{id}. */
export const INVOICE_TRACKED_ROUTE_IDS: readonly string[] = ['logistics', 'fulfillment'];

/**
 * The virtual page view of a route of the protected area: the route is the menu entry the path
 * belongs to (its id is the title); Logistics and Fulfillment are reported as /invoice/{id}.
 */
export function portalPageView(path: string): AnalyticsPageView {
  const routeId = menuItemOfPath(path)?.id;
  const tracked = routeId !== undefined && INVOICE_TRACKED_ROUTE_IDS.includes(routeId);
  return { event: 'virtual_page_view', pagePath: tracked ? `/invoice/${routeId}` : path, pageTitle: routeId ?? path };
}

/** The pages outside the signed-in shell that are tracked, with their tracking titles. */
export const GUEST_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/login': 'login',
  '/forgot/password': 'forgotPassword',
  '/change/password': 'changePassword',
  '/logout': 'logout',
};

/**
 * The virtual page view of a page outside the signed-in shell (the shell tracks its own routes, the
 * sign-up wizard its steps), or null for a path that is neither.
 */
export function guestPageView(path: string): AnalyticsPageView | null {
  const title = GUEST_PAGE_TITLES[path];
  return title === undefined ? null : { event: 'virtual_page_view', pagePath: path, pageTitle: title };
}

/** Who is signed in, as tracking sees them: the role and the seller id, never the person. */
export interface TrackedViewer {
  role: string;
  sellerId: number | null;
}

/** The prefix of the tag a seller's events are sent under. */
export const SELLER_TAG_PREFIX = 'seller_';

/**
 * The seller role is tracked under a tag of its own that carries the seller id, so the marketplace
 * can follow how each store uses the portal (which modules, which menu entries). Staff and admins
 * keep the plain tag with no id: their use is measured, not followed per account.
 */
export function taggedForViewer<T extends AnalyticsEvent | AnalyticsPageView>(entry: T, viewer: TrackedViewer | null): T {
  if (viewer?.role !== 'seller' || viewer.sellerId === null) return entry;
  return { ...entry, event: `${SELLER_TAG_PREFIX}${entry.event}`, sellerId: viewer.sellerId };
}
