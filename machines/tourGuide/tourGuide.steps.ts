/**
 * The tour guide's steps. Each points at an element of the shell marked `data-tour="<target>"`
 * (none: a step shown in the middle of the screen) and names its text by catalog id, so the chart
 * decides which step and the view decides how it reads. Sellers who load products themselves (`pim`)
 * and sellers whose products come from an integration get different lists: the products step speaks
 * of the catalogue editor or of the integration. A seller outside the publish history (still being
 * published) has one step more, about what is left before the store goes live.
 */
import { INTEGRATED_SELLER_TYPES, isIntegratedSellerType } from '../../shared/access/roles.ts';

export type TourPlacement = 'bottom' | 'right' | 'top';

export interface TourStep {
  id: string;
  /** Catalog ids of the step's title and description. */
  titleId: string;
  descriptionId: string;
  /** The `data-tour` value of the element it points at; null for a step in the middle of the screen. */
  target: string | null;
  placement: TourPlacement;
  /** Its place in the full list (1-based), as written; a skipped step leaves a gap. */
  position: number;
  /** Whether the seller may leave the tour from this step ("Saltar"). */
  skippable: boolean;
}

/** The CSS selector of a step's element. */
export const tourTargetSelector = (target: string): string => `[data-tour="${target}"]`;

/** The seller types with a tour: direct loading and every integration. */
export const TOUR_SELLER_TYPES: readonly string[] = ['pim', ...INTEGRATED_SELLER_TYPES];

export const tourSupportsSellerType = (sellerType: string | null): boolean => sellerType !== null && TOUR_SELLER_TYPES.includes(sellerType);

type StepSpec = Omit<TourStep, 'position' | 'skippable' | 'titleId' | 'descriptionId'>;
const step = (id: string, target: string | null, placement: TourPlacement): StepSpec => ({ id, target, placement });

const WELCOME = step('welcome', null, 'bottom');
const MENU = step('menu', 'menu', 'right');
const PRODUCTS = step('products', 'menu-pim', 'right');
const INTEGRATION = step('integration', null, 'bottom');
const SALES = step('sales', 'menu-group-sales', 'right');
const STOCK = step('stock', 'menu-stock', 'right');
const REPORTS = step('reports', 'menu-reports', 'right');
const NOTIFICATIONS = step('notifications', 'notifications', 'bottom');
const ACCOUNT = step('account', 'account', 'bottom');
const HELP = step('help', 'menu-group-help', 'top');
const BECOME_SELLER = step('becomeSeller', null, 'bottom');

function list(specs: readonly StepSpec[]): TourStep[] {
  return specs.map((spec, index) => ({
    ...spec,
    titleId: `tour.step.${spec.id}.title`,
    descriptionId: `tour.step.${spec.id}.description`,
    position: index + 1,
    // The last step is the end itself: "Finalizar", not "Saltar".
    skippable: index < specs.length - 1,
  }));
}

const DIRECT = [WELCOME, MENU, PRODUCTS, SALES, STOCK, REPORTS, NOTIFICATIONS, ACCOUNT, HELP];
const INTEGRATED = [WELCOME, MENU, INTEGRATION, SALES, STOCK, REPORTS, NOTIFICATIONS, ACCOUNT, HELP];
// Why second: right after the welcome, a seller still being published learns what is left to do.
const inProcess = (steps: readonly StepSpec[]) => [steps[0] ?? WELCOME, BECOME_SELLER, ...steps.slice(1)];

export const TOUR_LISTS = {
  direct: list(DIRECT),
  directInProcess: list(inProcess(DIRECT)),
  integrated: list(INTEGRATED),
  integratedInProcess: list(inProcess(INTEGRATED)),
} as const;

/** The list for a seller: by its type (integration or not) and whether it is in the publish history. */
export function tourStepsFor(sellerType: string | null, inPublishHistory: boolean): readonly TourStep[] {
  if (isIntegratedSellerType(sellerType)) return inPublishHistory ? TOUR_LISTS.integrated : TOUR_LISTS.integratedInProcess;
  return inPublishHistory ? TOUR_LISTS.direct : TOUR_LISTS.directInProcess;
}
