import { MESSAGE_EVENTS, MESSAGE_LANGUAGES, unknownPlaceholders } from '@curbside/domain';
import { z } from 'zod';
import { optionalCompany, timestamp } from './common.ts';
import { keyed } from './keyed.ts';

export const messageEvent = z.enum(MESSAGE_EVENTS);
export const messageLanguage = z.enum(MESSAGE_LANGUAGES);

/** A template as the company's guests read it: the company's own text, or the default when it has none. */
export const messageTemplate = z.object({
  eventCode: messageEvent,
  language: messageLanguage,
  body: z.string(),
  /** True while the company has not written its own text for this event and language. */
  isDefault: z.boolean(),
  /** The default text, so an editor can offer it back. */
  defaultBody: z.string(),
  updatedAt: timestamp.nullable(),
});
export type MessageTemplate = z.infer<typeof messageTemplate>;

/** The longest template: ten GSM-7 segments, far beyond what a guest should receive. */
export const TEMPLATE_MAX_LENGTH = 1_530;

export const messageTemplateInput = z.object({
  ...optionalCompany,
  eventCode: messageEvent,
  language: messageLanguage,
  body: z
    .string()
    .trim()
    .min(1, 'required')
    .max(TEMPLATE_MAX_LENGTH)
    .refine((text) => !text.includes('\0'), 'nulCharacter')
    .superRefine((text, ctx) => {
      const unknown = unknownPlaceholders(text);
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'unknownPlaceholder',
          params: { placeholder: unknown.map((name) => `{${name}}`).join(', ') },
        });
      }
    }),
});

/** The company's message templates: one per event code and language, its own text or the default. */
export const messageTemplates = keyed({
  noun: 'message_template',
  tag: 'messageTemplates',
  key: { eventCode: messageEvent, language: messageLanguage },
  item: messageTemplate,
  input: messageTemplateInput,
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'ConfigMessage/GetConfigMessages',
    method: 'POST',
    summary:
      "Every message template of the company, per event code and language: the company's own text, or the default.",
  },
  save: {
    path: 'ConfigMessage/AddOrEditConfigMessage',
    summary:
      "Writes the company's text for one event code and language; a placeholder that is not a field is refused.",
  },
});

/** The ConfigMessage area: the company's message templates, per event code and language. */
export const configMessage = { ...messageTemplates.entries };
