import { RESOURCE_NOUNS, type ResourceNoun } from './audit-entities.ts';
import { PARTY_ACTIONS } from './party.ts';

/** What a resource's saved row records (`zone.created`): every collection, keyed item and settings page. */
export const ROW_CHANGES = ['created', 'updated', 'deleted', 'activated', 'deactivated', 'moved'] as const;
export type RowChange = (typeof ROW_CHANGES)[number];

/**
 * Every other action the server writes to the audit log, by the subject it is written under
 * (`<subject>.<verb>`). The server's audit writes take only a declared `AuditAction`, and the web words each
 * subject and verb in English and Arabic (its audit-log test fails for one without words), so an action
 * cannot reach the log without a name a person can read.
 */
export const AUDIT_VERBS = {
  party: [
    ...PARTY_ACTIONS,
    'booked',
    'edited',
    'payment',
    'card_paid',
    'card_refunded',
    'notifications-resent',
    'EditNotes',
    'guest-edited',
    'EditReservation',
    'AddOrEditReservation',
  ],
  company: [
    'created',
    'profile_updated',
    'logo_changed',
    'package_changed',
    'package_kept',
    'signup_requested',
    'signup_taken',
    'sms_number_assigned',
    'sms_number_bought',
  ],
  confirmation: ['resent'],
  feedback_question: ['associated', 'deassociated'],
  feedback_response: ['created'],
  guest: ['erased', 'marketing_changed'],
  invoice: ['paid', 'voided'],
  invoices: ['created'],
  kiosk: ['device_paired', 'devices_revoked', 'pairing_code_created'],
  location: ['favorite_added', 'favorite_removed'],
  message: ['broadcast', 'replied', 'sent'],
  messaging_settings: ['sms_updated', 'smtp_updated'],
  notice: ['sent_to_company', 'sent_to_user'],
  'other-driver': ['created', 'updated'],
  parking_permit: [
    'car_ready',
    'card_emailed',
    'delivered',
    'edited',
    'parked_again',
    'payment',
    'sold',
    'will_call',
    'will_call_deleted',
    'let_out',
    'cancelled',
    'deleted',
    'bulk_cancel',
    'bulk_delete',
    'bulk_extend',
  ],
  password: ['changed', 'reset', 'reset_requested'],
  platform_settings: ['sms_updated', 'smtp_updated'],
  role: ['created', 'default_access_changed', 'deleted', 'menu_access_changed', 'updated'],
  second_factor: ['enrolled', 'locked', 'recovery_code_used', 'refused', 'verified'],
  selected_location: ['added', 'removed'],
  sftp_export: ['updated'],
  stripe_details: ['updated'],
  support: ['read', 'view_ended', 'view_started'],
  support_grant: ['granted', 'revoked'],
  user: [
    'access_changed',
    'activated',
    'created',
    'credentials_emailed',
    'credentials_texted',
    'deactivated',
    'photo_changed',
    'profile_updated',
    'shift_changed',
    'updated',
  ],
  vehicle: ['chosen'],
  wait_list: ['delay_broadcast'],
  // The host's steps (`WAIT_ACTIONS`, in lower case) and the guest's own.
  wait_list_entry: [
    'notify',
    'complete',
    'noshow',
    'cancel',
    'delete',
    'undo',
    'alert_chosen',
    'confirmed',
    'created',
    'resent',
    'updated',
  ],
} as const;
export type AuditSubject = keyof typeof AUDIT_VERBS | ResourceNoun;

/** One action of the audit log: a declared subject's verb, or a resource's row change. */
export type AuditAction =
  | { [S in keyof typeof AUDIT_VERBS]: `${S}.${(typeof AUDIT_VERBS)[S][number]}` }[keyof typeof AUDIT_VERBS]
  | `${ResourceNoun}.${RowChange}`;

/** A code in lower case, its type too: `wait_list_entry.${lowerCased(action)}` stays a declared action. */
export const lowerCased = <S extends string>(text: S) => text.toLowerCase() as Lowercase<S>;

/**
 * Every declared action, spelt out: what the web's words are checked against. A function, not a list made when
 * the module loads, so that the console's first download, which imports this package, leaves the lists out.
 */
export const auditActions = (): readonly AuditAction[] => [
  ...Object.entries(AUDIT_VERBS).flatMap(([subject, verbs]) =>
    verbs.map((verb) => `${subject}.${verb}` as AuditAction),
  ),
  ...RESOURCE_NOUNS.flatMap((noun) => ROW_CHANGES.map((change): AuditAction => `${noun}.${change}`)),
];
