/** The contract's shapes the module's charts and views speak of (openapi/catalog.yaml). */
import type { components } from '../../../openapi/generated/catalog.ts';

export type Category = components['schemas']['Category'];
export type Attribute = components['schemas']['Attribute'];
export type AttributeInput = components['schemas']['AttributeInput'];
export type Brand = components['schemas']['Brand'];
export type BrandPage = components['schemas']['BrandPage'];
export type RejectionReason = components['schemas']['RejectionReason'];
