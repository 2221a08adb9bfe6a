/**
 * The kinds of row the audit log records changes against: its own module, apart from the actions, so that the
 * console's shared script leaves the lists out and only the audit log's screen downloads them.
 */

/** The nouns of the resources bound by definition (`noun` of a resource spec): each records `ROW_CHANGES`. */
export const RESOURCE_NOUNS = [
  'account_type',
  'advertisement',
  'article',
  'billing_address',
  'booking_rules',
  'built_in_fields',
  'charge_code',
  'company_profile',
  'company_settings',
  'confirmation_card',
  'confirmation_card_header',
  'coupon',
  'custom_field',
  'driver_tracking_settings',
  'feedback_question',
  'feedback_settings',
  'help_text',
  'icon',
  'ip_address_series',
  'kiosk',
  'kiosk_settings',
  'location',
  'location_category',
  'message_template',
  'own_feedback_question',
  'package',
  'parking_lot',
  'parking_package',
  'parking_permit_card',
  'parking_type',
  'payment_options',
  'platform_article',
  'predefined_note',
  'staff_notice_setting',
  'trip',
  'trip_schedule_time',
  'vehicle',
  'wait_type',
  'zone',
  'zone_charge',
] as const;
export type ResourceNoun = (typeof RESOURCE_NOUNS)[number];

/**
 * What else a change is recorded against (the audit row's `entity`), beside the resources' nouns: the kind of row
 * that changed, which is not always the action's subject (`password.changed` is recorded against a `user` or a
 * `platform_admin`). The server's audit writes take only these, and the audit log's Object filter lists them.
 */
const OTHER_ENTITIES = [
  'company',
  'company_signup',
  'feedback_response',
  'guest',
  'invoice',
  'messaging_settings',
  'notification',
  'other_driver',
  'parking_permit',
  'party',
  'platform_admin',
  'platform_messaging_settings',
  'role',
  'sftp_export',
  'stripe_details',
  'support_grant',
  'support_view',
  'user',
  'wait_list_entry',
] as const;
export type AuditEntity = ResourceNoun | (typeof OTHER_ENTITIES)[number];

/** Rows only the platform changes: never in a company's own audit log, so its filter leaves them out. */
const PLATFORM_ENTITIES: readonly AuditEntity[] = [
  'company_signup',
  'package',
  'platform_admin',
  'platform_article',
  'platform_messaging_settings',
];

/** Every kind of row the audit log records: what the web's words are checked against. */
export const auditEntities = (): readonly AuditEntity[] => [...RESOURCE_NOUNS, ...OTHER_ENTITIES];

/** The kinds of row a company's audit log can hold. */
export const companyAuditEntities = (): readonly AuditEntity[] =>
  auditEntities().filter((entity) => !PLATFORM_ENTITIES.includes(entity));
