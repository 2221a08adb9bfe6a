import { SEEDED_ROLE_CODES } from '@curbside/domain';
import { z } from 'zod';
import { id, isoDate, optionalCompany, rowStatus } from './common.ts';
import { localizedText, storedText } from './content.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { collection } from './resource.ts';

/** The longest article body (Markdown, per language). */
export const ARTICLE_BODY_MAX = 8000;

export const article = z.object({
  id,
  title: storedText,
  /** Markdown in both languages; the web renders it through marked and DOMPurify (ADR 61). */
  body: storedText,
  /** The first and last day it shows on `/Welcome` (company calendar); no last day shows it until switched off. */
  publishFrom: z.string(),
  publishUntil: z.string().nullable(),
  /** The role codes it is for; empty is everybody. */
  audience: z.array(z.string()),
  active: z.boolean(),
});
export type Article = z.infer<typeof article>;

/** The fields an article is saved with; `audience` is the kind of role codes its owner may name. */
const articleInput = <A extends z.ZodType<string>>(role: A) =>
  z
    .object({
      ...optionalCompany,
      id: id.optional(),
      title: localizedText({ max: 120, required: true }),
      body: localizedText({ max: ARTICLE_BODY_MAX, required: true }),
      publishFrom: isoDate,
      publishUntil: isoDate.nullable(),
      audience: z.array(role).max(20).default([]),
      active: z.boolean().default(true),
    })
    .superRefine((input, ctx) => {
      if (input.publishUntil !== null && input.publishUntil < input.publishFrom) {
        ctx.addIssue({ code: 'custom', path: ['publishUntil'], message: 'notBeforeStart' });
      }
    });

const listing = {
  method: 'POST',
  sort: ['publishFrom', 'title'],
  filters: { status: rowStatus.optional() },
} as const;

/** A company's articles for its staff (`/Settings/PostArticle`, `/ui/PostArticle`). */
export const companyArticles = collection({
  noun: 'article',
  tag: 'articles',
  item: article,
  input: articleInput(
    z
      .string()
      .trim()
      .min(2)
      .max(30)
      .transform((code) => code.toUpperCase()),
  ),
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    ...listing,
    path: 'Article/GetPostArticles',
    summary:
      "The company's articles for its staff, newest first by default; paged, searchable by title, filtered by status.",
  },
  save: {
    path: 'Article/AddOrEditPostArticle',
    summary:
      'Adds an article (title and Markdown body in both languages, the days it shows, the roles it is for), or edits the one with this id.',
  },
  remove: { path: 'Article/DeletePostArticle', summary: "Deletes one of the company's articles." },
});

/** The platform's articles (`/SuperAdmin/PostArticle`): every company's `/Welcome` shows them (ADR 62). */
export const platformArticles = collection({
  noun: 'platform_article',
  tag: 'platformArticles',
  item: article,
  input: articleInput(z.enum(SEEDED_ROLE_CODES)),
  read: 'platform',
  write: 'platform',
  list: {
    ...listing,
    path: 'Article/GetPlatformArticles',
    summary: "The platform's articles for every company; paged, searchable by title; super-admin only.",
  },
  save: {
    path: 'Article/AddOrEditPlatformArticle',
    summary: 'Adds a platform article, or edits the one with this id; super-admin only.',
  },
  remove: { path: 'Article/DeletePlatformArticle', summary: 'Deletes a platform article; super-admin only.' },
});

/** An article as `/Welcome` shows it: whose it is, its words, and the day it started. */
export const welcomeArticle = z.object({
  id,
  source: z.enum(['company', 'platform']),
  title: storedText,
  body: storedText,
  publishFrom: z.string(),
});
export type WelcomeArticle = z.infer<typeof welcomeArticle>;

export const articleArea = {
  ...companyArticles.entries,
  ...platformArticles.entries,
  geArticlesByDates: endpoint({
    method: 'POST',
    path: 'Article/GeArticlesByDates',
    reads: ['articles', 'platformArticles'],
    summary:
      "The articles of one day (the company's today when no date is given) for the caller's role: the company's and the platform's, newest first.",
    permission: 'company',
    query: noQuery,
    body: z.object({ ...optionalCompany, date: isoDate.optional() }).optional(),
    response: z.object({ date: z.string(), items: z.array(welcomeArticle) }),
  }),
};
