import { accountType } from './account-type.ts';
import { appSettings } from './app-settings.ts';
import { articleArea } from './article.ts';
import { billingEntries } from './billing.ts';
import { card } from './card.ts';
import { cardPaymentArea, stripeDetailsArea } from './card-payments.ts';
import { companyAccounts } from './companies.ts';
import { company } from './company.ts';
import { configMessage } from './config-message.ts';
import { configReservation } from './config-reservation.ts';
import { confirmationCardArea } from './confirmation-card.ts';
import { messageReports } from './conversations.ts';
import { discount } from './discount.ts';
import { driverTracking } from './driver-tracking.ts';
import { driverVehicleArea } from './driver-vehicle.ts';
import type { Endpoint } from './endpoint.ts';
import { feedback } from './feedback.ts';
import { ftpConnection } from './ftp-connection.ts';
import { guest } from './guest.ts';
import { guestReservation } from './guest-reservation.ts';
import { helpTextEntries } from './help-text.ts';
import { iconList } from './icon-list.ts';
import { kiosk } from './kiosk.ts';
import { locations } from './locations.ts';
import { login } from './login.ts';
import { menu } from './menu.ts';
import { messageApi } from './message-api.ts';
import { noticeEntries, staffNoticeEntries } from './notices.ts';
import { packageEntries } from './package-plans.ts';
import { pageSettings } from './page-settings.ts';
import { parking } from './parking.ts';
import { platformSettingsEntries } from './platform-settings.ts';
import { pushEntries } from './push.ts';
import { rapidPickUp } from './rapid-pick-up.ts';
import { reservation } from './reservation.ts';
import { reservationParking } from './reservation-parking.ts';
import { search } from './search.ts';
import { secondFactor } from './second-factor.ts';
import { subscription } from './subscription.ts';
import { supportEntries } from './support.ts';
import { system } from './system.ts';
import { transportation } from './transportation.ts';
import { platformDashboardEntries, platformMessageEntries, usageEntries } from './usage.ts';
import { userManagement } from './user-management.ts';

export * from './billing.ts';
export * from './guest.ts';
export * from './notices.ts';
export * from './push.ts';
export * from './search.ts';
export * from './support.ts';
export * from './usage.ts';
export * from './wait-list.ts';

import { waitList } from './wait-list.ts';

export { accountTypeEntry, accountTypeInput, accountTypes } from './account-type.ts';
export {
  type AppSettingUpdate,
  appSettings,
  appSettingUpdate,
  credentialEntry,
  type SmsProviderName,
  type SmtpFailure,
  smsProvider,
  smtpFailure,
  smtpSettingsEntry,
} from './app-settings.ts';
export * from './article.ts';
export * from './board.ts';
export * from './booking-rules.ts';
export * from './card.ts';
export * from './card-payments.ts';
export * from './causal.ts';
export * from './common.ts';
export * from './companies.ts';
export {
  type BillingAddress,
  type CompanyProfile,
  type CompanySettings,
  clock,
  companyBillingAddress,
  companyCountry,
  companyFormats,
  companyProfile,
  companyProfileSettings,
  companySettings,
  timeZone,
} from './company.ts';
export {
  configMessage,
  type MessageTemplate,
  messageEvent,
  messageLanguage,
  messageTemplate,
  messageTemplateInput,
  messageTemplates,
  TEMPLATE_MAX_LENGTH,
} from './config-message.ts';
export { configReservation, otherDriver, predefinedNote, predefinedNotes } from './config-reservation.ts';
export * from './confirmation-card.ts';
export * from './content.ts';
export * from './conversations.ts';
export { dashboard, statusCount } from './dashboard.ts';
export { coupon, couponInput, coupons, discount } from './discount.ts';
export {
  driverTrackingSettings,
  guestVehiclePosition,
  MAX_POSITIONS_PER_REPORT,
  positionFix,
  SEND_INTERVAL_SECONDS,
  STALE_POSITION_SECONDS,
  type TrackedDriver,
  trackedDriver,
} from './driver-tracking.ts';
export { driverVehicle, driverVehicleInput, driverVehicles } from './driver-vehicle.ts';
export * from './endpoint.ts';
export * from './error-codes.ts';
export * from './features.ts';
export {
  bankQuestion,
  type FeedbackQuestion,
  type FeedbackResponse,
  type FeedbackSettings,
  feedbackAnswerType,
  feedbackQuestion,
  feedbackQuestionBank,
  feedbackSettings,
  feedbackSettingsEntry,
  MAX_ASSOCIATED_QUESTIONS,
  type OwnFeedbackQuestion,
  ownFeedbackQuestions,
  RATING_SCALE_BOTTOM,
  RATING_SCALE_TOP,
  type RatingScale,
  ratingScale,
} from './feedback.ts';
export * from './files.ts';
export {
  type FtpConnectionUpdate,
  ftpConnection,
  ftpConnectionEntry,
  ftpConnectionUpdate,
  sftpExportRun,
  sftpReport,
} from './ftp-connection.ts';
export * from './help-text.ts';
export * from './icon-list.ts';
export * from './keyed.ts';
export * from './kiosk.ts';
export * from './kiosk-flows.ts';
export * from './kiosk-map.ts';
export * from './kiosk-parking.ts';
export * from './kiosk-reservation.ts';
export * from './kiosk-wait-list.ts';
export * from './locations.ts';
export { loginHistoryEntry } from './login.ts';
export * from './messages.ts';
export * from './package-plans.ts';
export * from './page-settings.ts';
export * from './parking.ts';
export * from './parking-permits.ts';
export * from './parking-reports.ts';
export * from './parking-resources.ts';
export * from './party.ts';
export * from './places.ts';
export * from './platform-settings.ts';
export * from './pricing.ts';
export { RAPID_PICK_UP_LIMIT, rapidPickUp } from './rapid-pick-up.ts';
export { reservation, reservationInput } from './reservation.ts';
export * from './resource.ts';
export * from './session.ts';
export * from './settings.ts';
export { chargeCodeInput, subscription, taxCodes } from './subscription.ts';
export * from './tags.ts';
export { driverForDispatch, transportation } from './transportation.ts';
export { CASH_OUT_PEOPLE, cashOutRow, type PartyReport, partyReport } from './transportation-reports.ts';
export {
  auditEntry,
  driverPerformance,
  ruleState,
  userSummary,
} from './user-management.ts';
export { roleEntry } from './user-management-roles.ts';

/** Every call of the product, one entry each, grouped by area. */
export const contract = {
  system,
  login,
  secondFactor,
  menu,
  locations,
  reservation: { ...reservation, ...reservationParking, ...guestReservation, ...cardPaymentArea },
  transportation,
  configReservation: { ...configReservation, ...stripeDetailsArea },
  configMessage,
  appSettings,
  ftpConnection,
  discount,
  subscription,
  userManagement,
  driverVehicle: driverVehicleArea,
  driverTracking,
  rapidPickUp,
  accountType,
  messageApi,
  messageReports,
  feedback,
  parking,
  card: { ...card, ...confirmationCardArea },
  iconList,
  pageSettings,
  waitList,
  company: {
    ...company,
    ...packageEntries,
    ...companyAccounts,
    ...helpTextEntries,
    ...staffNoticeEntries,
    ...billingEntries,
    ...supportEntries,
    ...platformSettingsEntries,
  },
  kiosk,
  article: articleArea,
  search,
  guest,
  usage: { ...usageEntries, ...platformMessageEntries, ...platformDashboardEntries },
  notification: { ...noticeEntries, ...pushEntries },
};
export type Contract = typeof contract;

export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((area) => Object.values(area) as Endpoint[]);
}
