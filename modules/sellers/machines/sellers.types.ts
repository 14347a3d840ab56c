/**
 * The seller directory contract's shapes, named once for the module's charts and views (views never
 * import the generated contracts themselves).
 */
import type { components } from '../../../openapi/generated/seller-directory.ts';
import type { components as DocumentsComponents } from '../../../openapi/generated/documents.ts';

export type DirectorySeller = components['schemas']['DirectorySeller'];
export type DirectoryPage = components['schemas']['DirectoryPage'];
export type SellerRecord = components['schemas']['SellerRecord'];
export type PublishMovement = SellerRecord['publishHistory'][number];
export type SettingsChange = SellerRecord['settingsChanges'][number];
export type SellerContact = SellerRecord['contacts'][number];
export type SellerWarehouse = SellerRecord['warehouses'][number];
export type ReputationLevel = components['schemas']['ReputationLevel'];
export type TermsAcceptance = DocumentsComponents['schemas']['TermsAcceptance'];
export { SELLER_TYPES, type SellerType } from '../../../shared/sellers/sellerTypes.ts';
