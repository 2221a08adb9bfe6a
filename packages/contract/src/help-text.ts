import { MENU_CATALOGUE, type MenuCode } from '@curbside/domain';
import { z } from 'zod';
import { id, optionalCompany } from './common.ts';
import { localizedText, storedText } from './content.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { collection } from './resource.ts';

const consoleCodes = MENU_CATALOGUE.filter((item) => item.layout === 'main').map((item) => item.code);

/** A console screen a help text is for, by its menu code (`Settings/Advertisement`). */
export const helpScreenName = z.enum(consoleCodes as [MenuCode, ...MenuCode[]]);

/** The longest help body: a screen's help is a few paragraphs, not a manual. */
export const HELP_BODY_MAX = 4000;

export const helpText = z.object({
  id,
  screenName: z.string(),
  title: storedText,
  /** Markdown in both languages; the web renders it through marked and DOMPurify (ADR 61). */
  body: storedText,
});
export type HelpText = z.infer<typeof helpText>;

/**
 * The help texts, a platform resource (ADR 62): one per console screen, in both languages, kept by the
 * super-admin at `/SuperAdmin/HelpText` and shown behind the "?" of the screen's header.
 */
export const helpTexts = collection({
  noun: 'help_text',
  tag: 'helpTexts',
  item: helpText,
  input: z
    .object({
      id: id.optional(),
      screenName: helpScreenName,
      title: localizedText({ max: 120, required: true }),
      body: localizedText({ max: HELP_BODY_MAX, required: true }),
    })
    .strict(),
  read: 'platform',
  write: 'platform',
  list: {
    path: 'Company/GetHelpTextList',
    method: 'POST',
    summary: 'Every help text of the platform; paged, searchable by screen name and title; super-admin only.',
    sort: ['screenName'],
  },
  save: {
    path: 'Company/AddOrUpdateHelpText',
    summary:
      'Adds the help of a console screen, or edits the one with this id (one per screen); super-admin only.',
  },
  remove: { path: 'Company/DeleteHelpText', summary: 'Deletes a help text; super-admin only.' },
});

export const helpTextEntries = {
  ...helpTexts.entries,
  getHelpTextListByName: endpoint({
    method: 'POST',
    path: 'Company/GetHelpTextListByName',
    reads: ['helpTexts'],
    summary: 'The help of one console screen by its menu code, or null when the platform wrote none.',
    permission: 'company',
    query: noQuery,
    body: z.object({ ...optionalCompany, screenName: helpScreenName }),
    response: z.object({ item: helpText.nullable() }),
  }),
};
export type HelpScreenName = z.infer<typeof helpScreenName>;
