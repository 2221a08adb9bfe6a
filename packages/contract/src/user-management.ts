import { z } from 'zod';
import {
  companyOnly,
  datesInOrder,
  datesInOrderIssue,
  id,
  isoDate,
  itemsOf,
  optionalCompany,
  paged,
  pagedSearch,
  pageRequest,
  rowStatus,
  timestamp,
} from './common.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';
import { IMAGE_MAX_BYTES, IMAGE_USES, imageUpload, storedFile, UPLOAD_BODY_LIMIT } from './files.ts';
import { roleCalls } from './user-management-roles.ts';

export const userStatus = rowStatus;
export const shift = z.enum(['available', 'not_available']);
const name = z.string().trim().min(1, 'required').max(120);
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,24}$/, 'phone')
  .nullable()
  .optional();
const language = z.enum(['en', 'ar']);

export const vehicleSummary = z.object({ id, label: z.string(), plateNumber: z.string() });

export const userSummary = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roleId: id,
  roleCode: z.string(),
  roleName: z.string(),
  status: userStatus,
  canBeDriver: z.boolean(),
  shift,
  language: z.string().nullable(),
  hasPhoto: z.boolean(),
  currentVehicle: vehicleSummary.nullable(),
  createdAt: timestamp,
});

export const ruleState = z.object({
  code: z.string(),
  allowed: z.boolean(),
  source: z.enum(['role', 'user']),
});

export const auditEntry = z.object({
  id,
  at: timestamp,
  actorUserId: id.nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

export const driverPerformance = z.object({
  userId: id,
  name: z.string(),
  status: userStatus,
  shift,
  currentVehicle: vehicleSummary.nullable(),
  signIns: z.number().int(),
  lastSignInAt: timestamp.nullable(),
  rides: z.number().int(),
  onTimePickUps: z.number().int(),
  averagePickUpMinutes: z.number().nullable(),
  averageRating: z.number().nullable(),
});

/** Comma-separated ids in a query string (`?userIds=a,b`), or the key repeated. */
const idList = z
  .union([z.string().max(4_000), z.array(z.string().max(40)).max(100)])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()))
  .pipe(z.array(id).min(1).max(100));

export const userManagement = {
  ...roleCalls,
  getUsersList: endpoint({
    method: 'POST',
    path: 'UserManagement/GetUsersList',
    reads: ['users', 'roles'],
    summary: "The company's users, by name; paged, searchable by name, e-mail or phone, filtered by status.",
    permission: 'rule:users.manage',
    query: noQuery,
    body: z
      .object({
        ...pagedSearch,
        status: userStatus.optional(),
        roleId: id.optional(),
        canBeDriver: z.boolean().optional(),
      })
      .optional(),
    response: paged(userSummary),
  }),
  getUsersByStatus: endpoint({
    method: 'POST',
    path: 'UserManagement/GetUsersByStatus',
    reads: ['users'],
    summary: "The company's users of one status, by name.",
    permission: 'rule:users.manage',
    query: z.object({ ...optionalCompany, status: userStatus }),
    body: noBody,
    response: itemsOf(userSummary),
  }),
  getUser: endpoint({
    method: 'POST',
    path: 'UserManagement/GetUser',
    reads: ['users'],
    summary: 'One user; anyone may read their own, users.manage may read anyone of the company.',
    permission: 'company',
    query: noQuery,
    body: z.object({ userId: id.optional() }).optional(),
    response: userSummary,
  }),
  getUserPhoto: endpoint({
    method: 'GET',
    path: 'UserManagement/GetUserPhoto',
    reads: ['userPhotos'],
    summary:
      "A user of the caller's company's photo as base64 with its type, and where the browser reads it; null when there is none.",
    permission: 'company',
    query: z.object({ userId: id }),
    body: noBody,
    response: z.object({ mimeType: z.string(), base64: z.string(), url: z.string() }).nullable(),
  }),
  updateUserShift: endpoint({
    method: 'POST',
    path: 'UserManagement/UpdateUserShift',
    writes: ['users'],
    summary: "Sets a driver's shift (available / not available): one's own, or anyone's with users.manage.",
    permission: 'company',
    query: z.object({ commandType: z.enum(['AVAILABLE', 'NOT_AVAILABLE']) }),
    body: z.object({ userId: id.optional() }).optional(),
    response: z.object({ userId: id, shift }),
  }),
  updateUserProfile: endpoint({
    method: 'POST',
    path: 'UserManagement/UpdateUserProfile',
    writes: ['users', 'session'],
    summary: "Changes the caller's own name, phone and language.",
    permission: 'company',
    query: noQuery,
    body: z.object({ name, phone, language: language.nullable().optional() }),
    response: userSummary,
  }),
  updateUserStatus: endpoint({
    method: 'POST',
    path: 'UserManagement/UpdateUserStatus',
    writes: ['users'],
    summary:
      "Activates or deactivates a user (not oneself, not the last active administrator); deactivation ends the user's sessions.",
    permission: 'rule:users.manage',
    query: noQuery,
    body: z.object({ userId: id, status: userStatus }),
    response: userSummary,
  }),
  addOrEditUser: endpoint({
    method: 'POST',
    path: 'UserManagement/AddOrEditUser',
    writes: ['users', 'session'],
    summary:
      'Adds a user (who is e-mailed a link to choose a password) or edits one. Nobody changes their own role or status.',
    permission: 'rule:users.manage',
    query: z.object({
      commandType: z.enum(['ADD', 'EDIT']),
      hostUrl: z.url().max(2048).optional(),
    }),
    body: z.object({
      id: id.optional(),
      name,
      email: z.email('email').trim().max(254),
      phone,
      roleId: id,
      status: userStatus.default('active'),
      canBeDriver: z.boolean().default(false),
      language: language.nullable().optional(),
    }),
    response: userSummary,
  }),
  addUserPhoto: endpoint({
    method: 'POST',
    path: 'UserManagement/AddUserPhoto',
    writes: ['users', 'userPhotos'],
    summary: `Sets a user's photo (PNG, JPEG or WebP, base64, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB; re-encoded, at most ${IMAGE_USES.userPhoto.width} × ${IMAGE_USES.userPhoto.height}); own, or anyone's with users.manage.`,
    permission: 'company',
    bodyLimit: UPLOAD_BODY_LIMIT,
    query: noQuery,
    body: z.object({ userId: id.optional(), photo: imageUpload() }),
    response: storedFile.extend({ userId: id }),
  }),
  updateUserAccess: endpoint({
    method: 'POST',
    path: 'UserManagement/UpdateUserAccess',
    writes: ['accessRules', 'users', 'session'],
    summary:
      "Sets a user's own access-rule overrides (true grants, false withdraws, null follows the role). Not one's own.",
    permission: 'rule:users.manage',
    query: noQuery,
    body: z.object({
      userId: id,
      rules: z
        .array(z.object({ code: z.string().min(1).max(100), allowed: z.boolean().nullable() }))
        .max(100),
    }),
    response: z.object({ userId: id, rules: z.array(ruleState) }),
  }),
  bulkUpdateUsers: endpoint({
    method: 'POST',
    path: 'UserManagement/BulkUpdateUsers',
    writes: ['users'],
    summary:
      'Activates or deactivates several users at once (never oneself, never the last active administrator).',
    permission: 'rule:users.manage',
    query: z.object({ userIds: idList, commandType: z.enum(['ACTIVATE', 'DEACTIVATE']) }),
    body: noBody,
    response: z.object({ updated: z.number().int(), items: z.array(userSummary) }),
  }),

  getAllUsersAccess: endpoint({
    method: 'GET',
    path: 'UserManagement/GetAllUsersAccess',
    reads: ['users', 'accessRules', 'roles'],
    summary: "Every user's effective access rules (role defaults with the user's overrides).",
    permission: 'rule:users.manage',
    query: z.object({ ...optionalCompany, status: userStatus.optional() }),
    body: noBody,
    response: z.object({
      items: z.array(
        z.object({
          userId: id,
          name: z.string(),
          email: z.string(),
          roleName: z.string(),
          status: userStatus,
          rules: z.array(ruleState),
        }),
      ),
    }),
  }),
  getAuditLog: endpoint({
    method: 'GET',
    path: 'UserManagement/GetAuditLog',
    reads: [],
    summary:
      "The company's audit log, newest first, with before and after; by user, entity, action (commandType) and days.",
    permission: 'rule:users.manage',
    query: z
      .object({
        ...optionalCompany,
        commandType: z.string().trim().max(100).optional(),
        ...pageRequest,
        userId: id.optional(),
        entity: z.string().trim().max(60).optional(),
        fromDate: isoDate.optional(),
        toDate: isoDate.optional(),
      })
      .refine(datesInOrder, datesInOrderIssue),
    body: noBody,
    response: paged(auditEntry),
  }),
  getSmsProvider: endpoint({
    method: 'GET',
    path: 'UserManagement/GetSmsProvider',
    reads: ['messagingSettings'],
    summary:
      "The company's SMS provider: 'log' (records only) until Twilio or Vonage is chosen with its credentials.",
    permission: 'rule:users.manage',
    query: companyOnly,
    body: noBody,
    response: z.object({ provider: z.enum(['log', 'twilio', 'vonage']), configured: z.boolean() }),
  }),
  getUserAvailabilityList: endpoint({
    method: 'POST',
    path: 'UserManagement/GetUserAvailabilityList',
    reads: ['users'],
    summary: "The company's active drivers with their shift and current vehicle; optionally of one shift.",
    permission: 'screen:Team/UserList',
    query: z.object({ ...optionalCompany, status: shift.optional() }),
    body: noBody,
    response: itemsOf(userSummary),
  }),
  getDriversPerformance: endpoint({
    method: 'POST',
    path: 'UserManagement/GetDriversPerformance',
    reads: ['users', 'parties'],
    summary:
      "Each driver's sign-ins and rides between two days (company time zone); ride figures stay zero until rides exist.",
    permission: 'rule:reports.view',
    query: noQuery,
    body: z
      .object({ fromDate: isoDate.optional(), toDate: isoDate.optional() })
      .refine(datesInOrder, datesInOrderIssue)
      .optional(),
    response: itemsOf(driverPerformance),
  }),
};
