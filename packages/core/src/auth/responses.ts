import { z } from 'zod';
import { supportedLanguages } from '../errors';
import { permissions, roles } from '../plans/permissions';
import { planIds } from '../plans/plans';

/** The user as the API shows it to the user themself. */
export const publicUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  permissions: z.array(z.enum(permissions)),
  plan: z.enum(planIds),
  emailVerified: z.boolean(),
  language: z.enum(supportedLanguages),
  /** The end of the account's one trial (running or past); null or absent when it never had one. */
  trialEndsAt: z.iso.datetime().nullable().optional(),
  /** A workspace member works under the owner's plan: the owner chooses it, trial included. */
  worksUnderTeamPlan: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The answer to login, register and the social sign-in exchange. */
export const authResponseSchema = z.object({
  success: z.literal(true),
  accessToken: z.string(),
  refreshToken: z.string(),
  user: publicUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshResponseSchema = z.object({
  success: z.literal(true),
  accessToken: z.string(),
  refreshToken: z.string(),
});

export const userResponseSchema = z.object({ success: z.literal(true), user: publicUserSchema });

/** A confirmation whose `message` is already in the request's language. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const okResponseSchema = z.object({ success: z.literal(true) });

/** A signed-in device; `userAgent` is a short summary such as `Firefox · Windows`. */
export const sessionSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  userAgent: z.string(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionSchema>;
export const sessionsResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.array(sessionSchema),
});
