import type { confirmationCardHeaders, confirmationCards } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import {
  type CardWords,
  type ConfirmationCardType,
  DEFAULT_CARD_WORDS,
  type Localized,
} from '@curbside/domain';
import { and, eq, sql } from 'drizzle-orm';
import { ownColumns, tableStore } from '../../resources/table-store.ts';
import { releasingImages } from './image-rows.ts';

const headers = schema.confirmationCardHeaders;
const cards = schema.confirmationCards;

const headerRows = tableStore<typeof confirmationCardHeaders, typeof headers>({
  table: headers,
  columns: ownColumns(headers, 'id', 'name', 'logoSha256', 'heading', 'lines'),
  search: [headers.name, sql`${headers.heading}->>'en'`, sql`${headers.heading}->>'ar'`],
  sort: { name: headers.name },
  values: (input) => ({
    name: input.name,
    logoSha256: input.logoSha256,
    heading: input.heading,
    lines: input.lines,
  }),
});

/** The headers' rows; a logo a header lets go leaves the store unless something else shows it. */
export const headerStore = releasingImages(headerRows, headers, headers.logoSha256);

export const cardStore = {
  columns: {
    ...ownColumns(cards, 'id', 'name', 'type', 'headerId', 'title', 'intro', 'footer'),
    ...ownColumns(cards, 'showRoom', 'showVehicle', 'showPrice', 'active'),
  },
  search: [cards.name, sql`${cards.title}->>'en'`, sql`${cards.title}->>'ar'`],
  sort: { name: cards.name, type: [cards.type, cards.name] },
  filter: (query: { type?: ConfirmationCardType | undefined; active?: boolean | undefined }) => [
    query.type ? eq(cards.type, query.type) : undefined,
    query.active === undefined ? undefined : eq(cards.active, query.active),
  ],
  values: (input: Omit<ConfirmationCardInput, 'id' | 'companyId'>) => ({
    name: input.name,
    type: input.type,
    headerId: input.headerId,
    title: input.title,
    intro: input.intro,
    footer: input.footer,
    showRoom: input.showRoom,
    showVehicle: input.showVehicle,
    showPrice: input.showPrice,
    active: input.active,
  }),
};
type ConfirmationCardInput = (typeof confirmationCards.save.body)['_output'];

/** The company's card of a type as it prints: its words, its permit choices, its header and logo. */
export interface ActiveCard extends CardWords {
  showRoom: boolean;
  showVehicle: boolean;
  showPrice: boolean;
  /** The card's header, or null where it names none (the company's name then heads it). */
  header: { heading: Localized; lines: Localized } | null;
  /** The header's own logo, else the company's; null when neither has one. */
  logoSha256: string | null;
}

/** The company's logo, which heads a confirmation whose header has none of its own. */
async function companyLogoOf(tx: Tx, companyId: string): Promise<string | null> {
  const [row] = await tx
    .select({ sha256: schema.companyLogos.sha256 })
    .from(schema.companyLogos)
    .where(eq(schema.companyLogos.companyId, companyId));
  return row?.sha256 ?? null;
}

/** The company's active card of `type`; null while it has none (each kind of confirmation has its default). */
export async function activeCardOf(
  tx: Tx,
  companyId: string,
  type: ConfirmationCardType,
): Promise<ActiveCard | null> {
  const [row] = await tx
    .select({
      title: cards.title,
      intro: cards.intro,
      footer: cards.footer,
      showRoom: cards.showRoom,
      showVehicle: cards.showVehicle,
      showPrice: cards.showPrice,
      headerId: headers.id,
      heading: headers.heading,
      lines: headers.lines,
      headerLogo: headers.logoSha256,
    })
    .from(cards)
    .leftJoin(headers, and(eq(headers.companyId, cards.companyId), eq(headers.id, cards.headerId)))
    .where(and(eq(cards.companyId, companyId), eq(cards.type, type), eq(cards.active, true)));
  if (!row) return null;
  const { headerId, heading, lines, headerLogo, ...card } = row;
  return {
    ...card,
    header: headerId && heading && lines ? { heading, lines } : null,
    logoSha256: headerLogo ?? (await companyLogoOf(tx, companyId)),
  };
}

/** The company's active card of `type`, or that type's default words (no header, the company's logo). */
export async function cardOrDefault(
  tx: Tx,
  companyId: string,
  type: ConfirmationCardType,
): Promise<ActiveCard> {
  return (
    (await activeCardOf(tx, companyId, type)) ?? {
      ...DEFAULT_CARD_WORDS[type],
      showRoom: true,
      showVehicle: true,
      showPrice: false,
      header: null,
      logoSha256: await companyLogoOf(tx, companyId),
    }
  );
}
