import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { listCredentials, smtpSettings, updateAppSetting } from './app-settings.ts';
import { listConversations, openConversation, sentToParty } from './conversations.ts';
import { messageHistory, messageUsage } from './message-reports.ts';
import {
  predefinedMessages,
  processedNotification,
  sendPredefined,
  sendReply,
  sendToParties,
} from './replies.ts';
import { templateRoutes } from './templates.ts';

/** The message templates of the ConfigMessage area. */
export const configMessageRoutes = templateRoutes;

/** The company's SMS provider credentials and SMTP details (AppSettings area). */
export const appSettingsRoutes = (deps: Deps) =>
  bindArea(contract.appSettings, {
    getCredentialsList: async ({ query, caller }) => listCredentials(deps, caller, query.type),
    getSmtpSettings: async ({ caller }) => smtpSettings(deps, caller),
    updateAppSetting: async ({ body, caller, ctx }) => updateAppSetting(deps, ctx, caller, body),
  });

/** The two-way inbox of the MessageApi area (ADR 35); the users' invitations are bound by the users module. */
export const conversationRoutes = (deps: Deps) =>
  bindArea(contract.messageApi, {
    getMessageHistoryByParty: async ({ body, caller }) =>
      listConversations(deps, caller, body ?? { page: 1, pageSize: 25 }),
    getPartyMessages: async ({ query, caller }) => openConversation(deps, caller, query.partyId),
    getMessageHistoryByPartyId: async ({ query, caller }) => sentToParty(deps, caller, query.partyId),
    sendMessageToParty: async ({ body, caller, ctx }) => sendReply(deps, ctx, caller, body),
    getPredefinedMessages: async ({ caller }) => predefinedMessages(deps, caller),
    getProcessedNotificationForStaticCode: async ({ body, caller, ctx }) =>
      processedNotification(deps, ctx, caller, body),
    sendMessageParty: async ({ body, caller, ctx }) => sendPredefined(deps, ctx, caller, body),
    sendMessage: async ({ query, body, caller, ctx }) =>
      sendToParties(
        deps,
        ctx,
        caller,
        { isEmail: query.isEmail === 'true', isText: query.isText === 'true' },
        body,
      ),
  });

/** The message reports: usage against the allowance and the history of every message. */
export const messageReportRoutes = (deps: Deps) =>
  bindArea(contract.messageReports, {
    getMessageUsageCount: async ({ body, caller }) => messageUsage(deps, caller, body?.month),
    getMessageHistory: async ({ body, caller }) => messageHistory(deps, caller, body),
  });
