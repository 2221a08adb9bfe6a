import { z } from 'zod';
import { id } from './common.ts';
import { conversations } from './conversations.ts';
import { endpoint, noQuery } from './endpoint.ts';

const invitationBody = z.object({
  userIds: z.array(id).min(1, 'chooseUsers').max(100),
  hostUrl: z.url().max(2048).optional(),
});

export const messageApi = {
  ...conversations,
  sendCredentialsForUsers: endpoint({
    method: 'POST',
    path: 'MessageApi/SendCredentialsForUsers',
    // Sends mail: a change, refused to a support view (ADR 116), that refreshes nothing.
    writes: [],
    summary:
      'E-mails each active user a new one-time link to choose a password (never a password); through the outbox.',
    permission: 'rule:users.manage',
    query: noQuery,
    body: invitationBody,
    response: z.object({ queued: z.number().int(), skipped: z.array(id) }),
  }),
  sendTextMessageForUsers: endpoint({
    method: 'POST',
    path: 'MessageApi/SendTextMessageForUsers',
    writes: [],
    summary:
      'Texts each active user with a phone a new one-time link to choose a password (never a password); through the outbox.',
    permission: 'rule:users.manage',
    query: noQuery,
    body: invitationBody,
    response: z.object({ queued: z.number().int(), skipped: z.array(id) }),
  }),
};
