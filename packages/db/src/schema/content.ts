import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  text,
} from 'drizzle-orm/pg-core';
import { activeFlag, localizedColumn } from './columns.ts';
import { companySettingsTable, namedCompanyTable } from './company-row.ts';
import { storedFiles } from './files.ts';

/** A reference from a company's row to a file of the same company's store (ADR 59): it keeps the file. */
const fileRef = (name: string, t: { companyId: AnyPgColumn }, column: AnyPgColumn) =>
  foreignKey({
    name,
    columns: [t.companyId, column],
    foreignColumns: [storedFiles.companyId, storedFiles.sha256],
  });

/** The company's logo (issue 25, ADR 72): no row while it has none. Its own row, so the company writes it. */
export const companyLogos = companySettingsTable(
  'company_logos',
  { sha256: text('sha256').notNull() },
  (t) => [fileRef('company_logos_file_fk', t, t.sha256)],
);

/** The address the platform bills the company at. */
export const companyBillingAddresses = companySettingsTable('company_billing_addresses', {
  legalName: text('legal_name').notNull(),
  line1: text('line1').notNull(),
  line2: text('line2').notNull().default(''),
  city: text('city').notNull(),
  region: text('region').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  country: text('country').notNull(),
  email: text('email').notNull().default(''),
  taxId: text('tax_id').notNull().default(''),
});

/** The company's own icons (place categories, map markers, kiosk buttons): a name and an image of its store. */
export const companyIcons = namedCompanyTable(
  'company_icons',
  { imageSha256: text('image_sha256').notNull(), active: activeFlag() },
  (t) => [fileRef('company_icons_file_fk', t, t.imageSha256)],
);

/**
 * An advertisement: an image, a title and text in both languages, an optional link, the days it runs and where
 * it shows; the kiosk's attract screen and the guest page rotate the active ones of the day, by `position`.
 */
export const advertisements = namedCompanyTable(
  'advertisements',
  {
    imageSha256: text('image_sha256').notNull(),
    title: localizedColumn('title'),
    body: localizedColumn('body'),
    linkUrl: text('link_url'),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    onKiosk: boolean('on_kiosk').notNull().default(true),
    onGuestPage: boolean('on_guest_page').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: activeFlag(),
  },
  (t) => [
    fileRef('advertisements_file_fk', t, t.imageSha256),
    check('advertisements_days_in_order', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
    index('advertisements_company_running_idx').on(t.companyId, t.startsOn),
  ],
);
