import { CONFIRMATION_CARD_TYPES } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activeFlag, localizedColumn } from './columns.ts';
import { namedCompanyTable } from './company-row.ts';
import { storedFiles } from './files.ts';

/**
 * The top of a printed or e-mailed confirmation: a logo (its own, or the company's when it has none), a heading
 * and a few lines (address, telephone) in each language.
 */
export const confirmationCardHeaders = namedCompanyTable(
  'confirmation_card_headers',
  {
    logoSha256: text('logo_sha256'),
    heading: localizedColumn('heading'),
    lines: localizedColumn('lines'),
  },
  (t) => [
    foreignKey({
      name: 'confirmation_card_headers_logo_fk',
      columns: [t.companyId, t.logoSha256],
      foreignColumns: [storedFiles.companyId, storedFiles.sha256],
    }),
  ],
);

/**
 * A confirmation card of one type: its header, title, the words above and below the facts, and which facts of a
 * permit it shows. The active card of a type is the one the company prints and e-mails; one at most, so the
 * database decides between two saves at once.
 */
export const confirmationCards = namedCompanyTable(
  'confirmation_cards',
  {
    type: text('type', { enum: CONFIRMATION_CARD_TYPES }).notNull(),
    headerId: uuid('header_id'),
    title: localizedColumn('title'),
    intro: localizedColumn('intro'),
    footer: localizedColumn('footer'),
    showRoom: boolean('show_room').notNull().default(true),
    showVehicle: boolean('show_vehicle').notNull().default(true),
    showPrice: boolean('show_price').notNull().default(false),
    active: activeFlag(),
  },
  (t) => [
    foreignKey({
      name: 'confirmation_cards_header_fk',
      columns: [t.companyId, t.headerId],
      foreignColumns: [confirmationCardHeaders.companyId, confirmationCardHeaders.id],
    }),
    uniqueIndex('confirmation_cards_active_type_key').on(t.companyId, t.type).where(sql`${t.active}`),
  ],
);
