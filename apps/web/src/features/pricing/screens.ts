import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const TaxCodes = screenChunk('tax-and-service-code', () => import('./TaxCodesScreen.tsx'), 'pricing');
export const DiscountCode = screenChunk('discount-code', () => import('./DiscountCodeScreen.tsx'), 'pricing');
