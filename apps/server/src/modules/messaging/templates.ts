import { messageTemplates } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import {
  DEFAULT_TEMPLATES,
  type MessageEvent,
  type MessageLanguage,
  renderMessage,
  type TemplateValues,
} from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { bindKeyed, keyedTableStore } from '../../resources/bind-keyed.ts';

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

/**
 * The company's message templates, one per event and language (a keyed definition): the list answers every
 * event and language in the catalogue's order, the save upserts on (company, event, language).
 */
export const templateRoutes = (deps: Deps) =>
  bindKeyed(
    deps,
    messageTemplates,
    keyedTableStore<typeof messageTemplates>({
      table: t,
      key: { eventCode: t.eventCode, language: t.language },
      columns: { body: t.body, updatedAt: t.updatedAt },
      values: (input, caller) => ({ body: input.body, updatedBy: caller.userId }),
      item: ({ eventCode, language }, row) => {
        const own = row as { body: string; updatedAt: Date } | undefined;
        return {
          eventCode,
          language,
          body: own?.body ?? DEFAULT_TEMPLATES[eventCode][language],
          isDefault: !own,
          defaultBody: DEFAULT_TEMPLATES[eventCode][language],
          updatedAt: own ? own.updatedAt.toISOString() : null,
        };
      },
    }),
  );
