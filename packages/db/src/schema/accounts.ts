import { companyKindsTable } from './company-row.ts';

/** The kinds of guest or company accounts a room charge or account payment is booked to. */
export const accountTypes = companyKindsTable('account_types');
