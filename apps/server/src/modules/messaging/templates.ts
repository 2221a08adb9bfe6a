import { messageTemplates } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import {
  DEFAULT_TEMPLATES,
  type MessageEvent,
  type MessageLanguage,
  renderMessage,
  type TemplateValues,
} from '@curbside/domain';
import type { Deps } from '../../context.ts';
import { bindKeyed, keyedTableStore } from '../../resources/bind-keyed.ts';
import * as messaging from './messaging.repository.ts';

const t = schema.messageTemplates;

/** The text a guest receives for one event in one language: the company's own, else the default. */
export async function templateFor(
  tx: Tx,
  companyId: string,
  event: MessageEvent,
  language: MessageLanguage,
): Promise<string> {
  return (await messaging.templateBody(tx, companyId, event, language)) ?? DEFAULT_TEMPLATES[event][language];
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
  await messaging.queueOutbox(tx, {
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
