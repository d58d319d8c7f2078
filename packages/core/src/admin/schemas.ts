import { z } from 'zod';
import { employeeBands } from '../assessment/company';
import { validationMessageKeys as keys } from '../assessment/validation-messages';
import { contactKinds } from '../contact/limits';
import { supportedLanguages } from '../errors';
import { roles } from '../plans/permissions';
import { planIds } from '../plans/plans';

/*
 * The administration API (/api/admin): one schema per request and response, used by the Fastify routes,
 * the OpenAPI document and the admin screens. Only administrators call it (docs/operations.md, Accounts).
 */

const timestamp = z.iso.datetime();
const limitSchema = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1, { error: keys.invalidOption })
    .max(200, { error: keys.invalidOption })
    .default(fallback);

/** Every list holds at most `limit` rows, newest first; `hasMore` says that older ones were left out. */
const hasMore = z.boolean();

// Users

/** The admin screen's search: part of an e-mail address (case does not matter); empty for all. */
export const adminUserSearchSchema = z.object({
  email: z.string().trim().max(254, { error: keys.maxLength }),
});
export type AdminUserSearch = z.infer<typeof adminUserSearchSchema>;

/** Accounts whose address contains `email`; without it, the newest accounts. */
export const adminUserQuerySchema = z.object({
  email: adminUserSearchSchema.shape.email.optional(),
  limit: limitSchema(50),
});
export type AdminUserQuery = z.input<typeof adminUserQuerySchema>;
export type AdminUserFilter = z.output<typeof adminUserQuerySchema>;

/**
 * An account as an administrator sees it: the plan stored and the plan that counts now (a running trial's,
 * docs/product-decisions.md, Plans and quotas), the account's one trial and whether the address is proven.
 */
export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  plan: z.enum(planIds),
  effectivePlan: z.enum(planIds),
  trialPlan: z.enum(planIds).nullable(),
  trialEndsAt: timestamp.nullable(),
  emailVerified: z.boolean(),
  createdAt: timestamp,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(adminUserSchema),
  hasMore,
});
export const adminUserResponseSchema = z.object({ success: z.literal(true), user: adminUserSchema });

export const setVerifiedSchema = z.object({ verified: z.boolean({ error: keys.invalidOption }) });
export type SetVerifiedInput = z.infer<typeof setVerifiedSchema>;

// The e-mail outbox

/** The states an administrator looks at: waiting to be sent, and given up on. */
export const adminOutboxStatuses = ['pending', 'failed'] as const;
export type AdminOutboxStatus = (typeof adminOutboxStatuses)[number];

export const adminOutboxQuerySchema = z.object({
  status: z.enum(adminOutboxStatuses, { error: keys.invalidOption }).default('failed'),
  limit: limitSchema(50),
});

/**
 * A message without its content: no body, no template data (links with tokens, names), no attachments.
 * `lastErrorKind` is the kind of the last failure (`EENVELOPE 550`, `ECONNECTION`), not its text.
 */
export const adminOutboxMessageSchema = z.object({
  id: z.uuid(),
  template: z.string(),
  recipient: z.string(),
  language: z.string(),
  status: z.enum(adminOutboxStatuses),
  attempts: z.number().int(),
  lastErrorKind: z.string().nullable(),
  nextAttemptAt: timestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminOutboxMessage = z.infer<typeof adminOutboxMessageSchema>;

export const adminOutboxListResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(adminOutboxMessageSchema),
  hasMore,
});
export const adminOutboxMessageResponseSchema = z.object({
  success: z.literal(true),
  message: adminOutboxMessageSchema,
});

// What people sent: early-access sign-ups and contact messages (read only)

export const adminListQuerySchema = z.object({ limit: limitSchema(100) });

export const adminEarlyAccessSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  language: z.enum(supportedLanguages),
  status: z.enum(['pending', 'confirmed']),
  consentTextVersion: z.string(),
  consentedAt: timestamp,
  confirmedAt: timestamp.nullable(),
});
export type AdminEarlyAccessSignUp = z.infer<typeof adminEarlyAccessSchema>;
export const adminEarlyAccessListResponseSchema = z.object({
  success: z.literal(true),
  signUps: z.array(adminEarlyAccessSchema),
  hasMore,
});

export const adminContactMessageSchema = z.object({
  id: z.uuid(),
  kind: z.enum(contactKinds),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  company: z.string().nullable(),
  companySize: z.enum(employeeBands).nullable(),
  language: z.enum(supportedLanguages),
  createdAt: timestamp,
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;
export const adminContactMessageListResponseSchema = z.object({
  success: z.literal(true),
  contactMessages: z.array(adminContactMessageSchema),
  hasMore,
});

// The audit log

/**
 * Every change an administrator makes, by what it changes. The target is an account (`user.*`) or an
 * e-mail of the outbox (`email.*`).
 */
export const adminAuditActions = [
  'user.plan',
  'user.emailVerified',
  'user.deleted',
  'email.retried',
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

/** The changed field's value before and after, e.g. `{ plan: 'free' }` -> `{ plan: 'starter' }`. */
export const auditValuesSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type AuditValues = z.infer<typeof auditValuesSchema>;

export const adminAuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(adminAuditActions),
  /** Who: the administrator's address at the time (kept if their account is deleted later). */
  actorEmail: z.string(),
  targetId: z.uuid(),
  /** The target's address today (the account's, or the e-mail's recipient); null once it is gone. */
  targetEmail: z.string().nullable(),
  before: auditValuesSchema.nullable(),
  after: auditValuesSchema.nullable(),
  createdAt: timestamp,
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditQuerySchema = z.object({
  targetId: z.uuid({ error: keys.invalidOption }).optional(),
  limit: limitSchema(100),
});
export const adminAuditListResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(adminAuditEntrySchema),
  hasMore,
});

export const outboxMessageIdParamsSchema = z.object({ id: z.uuid({ error: keys.invalidOption }) });
