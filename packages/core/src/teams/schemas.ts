import { z } from 'zod';
import { emailSchema } from '../auth/schemas';

export const workspaceRoles = ['owner', 'member'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/** How long an invitation link works. */
export const inviteLifetimeDays = 7;
export const workspaceNameMax = 120;

/** POST /api/team/invites: the address to invite; the form and the route use this one schema. */
export const inviteSchema = z.object({ email: emailSchema });
export type InviteInput = z.infer<typeof inviteSchema>;

/** The token from the invitation link (`/team/invite?token=...`). */
export const inviteTokenSchema = z.object({ token: z.string().min(16).max(200) });
export type InviteTokenInput = z.infer<typeof inviteTokenSchema>;

export const transferSchema = z.object({ userId: z.uuid() });
export const memberParamsSchema = z.object({ userId: z.uuid() });
export const inviteParamsSchema = z.object({ id: z.uuid() });

export const teamMemberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(workspaceRoles),
  joinedAt: z.iso.datetime(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInviteSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;

/**
 * The signed-in user's team. `workspace` is null until the owner first invites someone; `limit` is the
 * plan's team size (null: unlimited) and `used` counts the owner, the members and the open invitations.
 */
export const teamSchema = z.object({
  workspace: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  myRole: z.enum(workspaceRoles),
  members: z.array(teamMemberSchema),
  invites: z.array(teamInviteSchema),
  limit: z.number().int().nullable(),
  used: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;

export const teamResponseSchema = z.object({ success: z.literal(true), team: teamSchema });

export const inviteResponseSchema = z.object({ success: z.literal(true), invite: teamInviteSchema });

/** What the accept screen shows before the user signs in. */
export const invitePreviewSchema = z.object({
  workspaceName: z.string(),
  inviterName: z.string(),
  email: z.string(),
  expiresAt: z.iso.datetime(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;
export const invitePreviewResponseSchema = z.object({
  success: z.literal(true),
  invite: invitePreviewSchema,
});

/**
 * Who may have a team: the plans with team management, in the order a customer would move up. The
 * refusal messages name them.
 */
export const teamPlanIds = ['starter', 'professional', 'enterprise'] as const;
