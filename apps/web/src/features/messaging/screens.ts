import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const MessageTemplates = screenChunk(
  'settings-message',
  () => import('./MessageTemplatesScreen.tsx'),
  'messaging',
);
export const ChatMessages = screenChunk(
  'chat-messages',
  () => import('./inbox/ChatMessagesScreen.tsx'),
  'messaging',
);
export const MyUsage = screenChunk(
  'subscription-my-usage',
  () => import('./usage/MyUsageScreen.tsx'),
  'messaging',
);
export const SmtpDetails = screenChunk(
  'subscription-smtp-details',
  () => import('./SmtpDetailsScreen.tsx'),
  'messaging',
);
