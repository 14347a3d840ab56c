/**
 * How a seller will load products (1.11), in the order the form lists them: Multivende, Centry,
 * direct loading in the portal (code pim, shown "Carga directa"), then the other integrations.
 */
import type { components } from '../../openapi/generated/onboarding.ts';

export type ProductLoadingMode = components['schemas']['ProductLoadingMode'];

export const productLoadingModes = [
  { code: 'multivende', name: 'Multivende' },
  { code: 'centry', name: 'Centry' },
  { code: 'pim', name: 'Carga directa' },
  { code: 'relbase', name: 'Relbase' },
  { code: 'starkoms', name: 'Starkoms' },
  { code: 'yuju', name: 'Yuju' },
  { code: 'producteca', name: 'Producteca' },
  { code: 'ecomexperts', name: 'Ecomexperts' },
  { code: 'ecomsur', name: 'Ecomsur' },
  { code: 'astroselling', name: 'Astroselling' },
  { code: 'anymarket', name: 'Anymarket' },
  { code: 'pivot', name: 'Pivot' },
  { code: 'ventiapp', name: 'Ventiapp' },
  { code: 'defontana', name: 'Defontana' },
  { code: 'velocity', name: 'Velocity' },
  { code: 'beFlow', name: 'beFlow' },
] as const satisfies readonly ProductLoadingMode[];

/** Whether `code` is a loading mode. */
export function isProductLoadingMode(code: string): boolean {
  return productLoadingModes.some((mode) => mode.code === code);
}
