import type { advertisements, companyIcons } from '@curbside/contract';
import { schema } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { ownColumns, tableStore } from '../../resources/table-store.ts';
import { releasingImages } from './image-rows.ts';

const icons = schema.companyIcons;
const ads = schema.advertisements;

const iconRows = tableStore<typeof companyIcons, typeof icons>({
  table: icons,
  columns: ownColumns(icons, 'id', 'name', 'imageSha256', 'active'),
  search: [icons.name],
  sort: { name: icons.name },
  values: (input) => ({
    name: input.name,
    imageSha256: input.imageSha256,
    active: input.active,
  }),
});

const adRows = tableStore<typeof advertisements, typeof ads>({
  table: ads,
  columns: {
    ...ownColumns(ads, 'id', 'name', 'imageSha256', 'title', 'body', 'linkUrl', 'onKiosk', 'onGuestPage'),
    ...ownColumns(ads, 'position', 'active'),
    startsOn: sql<string>`${ads.startsOn}::text`,
    endsOn: sql<string | null>`${ads.endsOn}::text`,
  },
  search: [ads.name, sql`${ads.title}->>'en'`, sql`${ads.title}->>'ar'`],
  sort: { position: [ads.position, ads.name], name: ads.name, startsOn: ads.startsOn },
  values: (input) => ({
    name: input.name,
    imageSha256: input.imageSha256,
    title: input.title,
    body: input.body,
    linkUrl: input.linkUrl || null,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    onKiosk: input.onKiosk,
    onGuestPage: input.onGuestPage,
    position: input.position,
    active: input.active,
  }),
});

/** The icons' rows; a picture a row lets go leaves the store unless something else shows it. */
export const iconStore = releasingImages(iconRows, icons, icons.imageSha256);
/** The advertisements' rows, their days as `YYYY-MM-DD`; an image let go leaves the store likewise. */
export const adStore = releasingImages(adRows, ads, ads.imageSha256);
