import { companyId, primaryId } from './columns.ts';
import { companies } from './platform.ts';

/**
 * The key columns of a company's row: `company_id` leads every key (ADR 5), then the row's own `id`. Apart
 * from columns.ts, which platform.ts itself uses, so that the two do not import each other.
 */
export const companyRow = () => ({
  companyId: companyId().references(() => companies.id),
  id: primaryId(),
});
