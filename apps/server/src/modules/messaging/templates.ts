import type { MessageTemplate } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import {
  DEFAULT_TEMPLATES,
  MESSAGE_EVENTS,
  MESSAGE_LANGUAGES,
  type MessageEvent,
  type MessageLanguage,
  renderMessage,
  type TemplateValues,
} from '@curbside/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { type ChangeCall, companyChange, inCompany } from '../../resources/company-change.ts';

const t = schema.messageTemplates;

/** The text a guest receives for one event in one language: the company's own, else the default. */
export async function templateFor(
  tx: Tx,
  companyId: string,
  event: MessageEvent,
  language: MessageLanguage,
): Promise<string> {
  const [row] = await tx
    .select({ body: t.body })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.eventCode, event), eq(t.language, language)));
  return row?.body ?? DEFAULT_TEMPLATES[event][language];
}

/** A text to queue: to whom, worded by the company's template for `event` in `language`, filled with `values`. */
export interface TemplatedSms {
  companyId: string;
  event: MessageEvent;
  language: MessageLanguage;
  recipient: string;
  values: TemplateValues;
  /** The code the outbox row keeps; the event's own unless said otherwise. */
  templateCode?: string;
}

/** Queues a text in the outbox, worded by the company's template (templateFor) and filled in. */
export async function queueTemplatedSms(tx: Tx, sms: TemplatedSms): Promise<void> {
  const template = await templateFor(tx, sms.companyId, sms.event, sms.language);
  await tx.insert(schema.outboxMessages).values({
    companyId: sms.companyId,
    channel: 'sms',
    templateCode: sms.templateCode ?? sms.event,
    recipient: sms.recipient,
    body: renderMessage(template, sms.values),
  });
}

const asTemplate = (
  eventCode: MessageEvent,
  language: MessageLanguage,
  row: { body: string; updatedAt: Date } | undefined,
): MessageTemplate => ({
  eventCode,
  language,
  body: row?.body ?? DEFAULT_TEMPLATES[eventCode][language],
  isDefault: !row,
  defaultBody: DEFAULT_TEMPLATES[eventCode][language],
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

/** Every event and language, in the catalogue's order, each with the company's text or the default. */
export const listTemplates = (
  deps: Deps,
  caller: CompanyUserPrincipal,
  filter: { eventCode?: MessageEvent | undefined; language?: MessageLanguage | undefined },
) =>
  inCompany(deps, caller, async (tx) => {
    const rows = await tx
      .select({ eventCode: t.eventCode, language: t.language, body: t.body, updatedAt: t.updatedAt })
      .from(t)
      .where(eq(t.companyId, caller.companyId));
    const own = new Map(rows.map((row) => [`${row.eventCode}/${row.language}`, row]));
    const items: MessageTemplate[] = [];
    for (const eventCode of MESSAGE_EVENTS) {
      if (filter.eventCode && filter.eventCode !== eventCode) continue;
      for (const language of MESSAGE_LANGUAGES) {
        if (filter.language && filter.language !== language) continue;
        items.push(asTemplate(eventCode, language, own.get(`${eventCode}/${language}`)));
      }
    }
    return { items };
  });

/**
 * Writes the company's text for one event and language: one upsert on the (company, event, language) key,
 * so two saves at once leave one whole text, with the audit row of what it was before.
 */
export const saveTemplate = companyChange(
  async (
    tx,
    { caller, input }: ChangeCall<{ eventCode: MessageEvent; language: MessageLanguage; body: string }>,
  ) => {
    const before = await templateFor(tx, caller.companyId, input.eventCode, input.language);
    const [row] = await tx
      .insert(t)
      .values({
        companyId: caller.companyId,
        eventCode: input.eventCode,
        language: input.language,
        body: input.body,
        updatedBy: caller.userId,
      })
      .onConflictDoUpdate({
        target: [t.companyId, t.eventCode, t.language],
        set: { body: input.body, updatedBy: caller.userId, updatedAt: sql`now()` },
      })
      .returning({ body: t.body, updatedAt: t.updatedAt });
    return {
      result: asTemplate(input.eventCode, input.language, row),
      change: {
        action: 'message_template.updated',
        entity: 'message_template',
        entityId: null,
        before: { eventCode: input.eventCode, language: input.language, body: before },
        after: { eventCode: input.eventCode, language: input.language, body: input.body },
      },
    };
  },
);
