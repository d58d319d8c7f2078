import { messageResponseSchema } from '@app/core/auth/responses';
import {
  inviteParamsSchema,
  invitePreviewResponseSchema,
  inviteResponseSchema,
  inviteSchema,
  inviteTokenSchema,
  memberParamsSchema,
  teamResponseSchema,
  transferSchema,
} from '@app/core/teams/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCallerLimit } from '../../http/caller-limit';
import { bearerSecurity, errorResponses } from '../../http/error-responses';
import { message } from '../../http/messages';
import { requirePlanFeature } from '../../http/plan-gate';
import { getUser } from '../../plugins/auth';
import type { TeamsContext } from './context';
import { removeMember, transferOwnership } from './members-service';
import { acceptInvite, cancelInvite, getTeam, inviteMember, previewInvite } from './service';

const HOUR_MS = 60 * 60_000;
/** Invitations a user may send an hour: a team is built in one sitting, mail bombing is not. */
export const INVITES_PER_HOUR = 20;

const ownerOnly =
  'Only the workspace owner may do this (403 FORBIDDEN otherwise); plans without a team answer ' +
  'PLAN_REQUIRED (403).';

/** The company workspace: members, invitations by e-mail, removal, leaving and ownership transfer. */
export const teamsRoutes: FastifyPluginAsyncZod<{ ctx: TeamsContext }> = async (app, { ctx }) => {
  const inviteLimit = createCallerLimit(app, {
    name: 'team-invites',
    timeWindowMs: HOUR_MS,
    perUser: INVITES_PER_HOUR,
  });
  const teamResponse = { 200: teamResponseSchema, ...errorResponses };
  const team = async (request: Parameters<typeof getUser>[0]) => ({
    success: true as const,
    team: await getTeam(ctx, getUser(request)),
  });

  app.get(
    '/api/team',
    {
      schema: {
        tags: ['teams'],
        summary: 'My workspace: its name, my role, the members, the open invitations and the team size',
        description:
          '`used` counts the owner, the members and the open invitations against `limit`, the plan’s ' +
          'team size (null: unlimited). Outside a workspace the user is shown as the owner of a team of one.',
        security: bearerSecurity,
        response: teamResponse,
      },
      onRequest: app.authenticate,
    },
    (request) => team(request),
  );

  app.post(
    '/api/team/invites',
    {
      schema: {
        tags: ['teams'],
        summary: 'Invite someone by e-mail (the link is valid 7 days; inviting again replaces it)',
        description:
          `${ownerOnly} The first invitation creates the workspace. Over the plan’s team size: ` +
          'TEAM_LIMIT_REACHED (403). The address need not have an account; the answer is the same. ' +
          `At most ${INVITES_PER_HOUR} invitations an hour per user (429 RATE_LIMITED).`,
        security: bearerSecurity,
        body: inviteSchema,
        response: { 201: inviteResponseSchema, ...errorResponses },
      },
      onRequest: [app.authenticate, requirePlanFeature('team:manage')],
      preHandler: inviteLimit,
    },
    async (request, reply) => {
      const invite = await inviteMember(ctx, getUser(request), request.body.email);
      return reply.status(201).send({ success: true as const, invite });
    },
  );

  app.delete(
    '/api/team/invites/:id',
    {
      schema: {
        tags: ['teams'],
        summary: 'Cancel an open invitation (its link stops working)',
        security: bearerSecurity,
        params: inviteParamsSchema,
        response: teamResponse,
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await cancelInvite(ctx, getUser(request), request.params.id);
      return team(request);
    },
  );

  app.get(
    '/api/team/invites/preview',
    {
      schema: {
        tags: ['teams'],
        summary: 'Who invites to which workspace, for the invitation screen (no sign-in needed)',
        description: 'An unknown, used or expired token answers TOKEN_INVALID (400).',
        querystring: inviteTokenSchema,
        response: { 200: invitePreviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, invite: await previewInvite(ctx, request.query.token) }),
  );

  app.post(
    '/api/team/invites/accept',
    {
      schema: {
        tags: ['teams'],
        summary: 'Accept an invitation and join the workspace',
        description:
          'The account’s e-mail must be the invited address (INVITE_EMAIL_MISMATCH, 403). Someone in ' +
          'another team with other people must leave it first (ALREADY_IN_WORKSPACE, 409). The team size ' +
          'is checked again (TEAM_LIMIT_REACHED, 403). The invitation is used up.',
        security: bearerSecurity,
        body: inviteTokenSchema,
        response: teamResponse,
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await acceptInvite(ctx, getUser(request), request.body.token);
      return team(request);
    },
  );

  app.delete(
    '/api/team/members/:userId',
    {
      schema: {
        tags: ['teams'],
        summary: 'Remove a member (owner), or leave the workspace (a member, with their own id)',
        description:
          'The owner cannot leave without transferring ownership first (403 FORBIDDEN). Members keep ' +
          'their accounts and reports.',
        security: bearerSecurity,
        params: memberParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = getUser(request);
      await removeMember(ctx, user, request.params.userId);
      const key = request.params.userId === user.id ? 'teams.left' : 'teams.removed';
      return { success: true as const, message: message(request, key) };
    },
  );

  app.post(
    '/api/team/transfer',
    {
      schema: {
        tags: ['teams'],
        summary: 'Make a member the owner; the old owner stays as a member',
        description: 'The workspace then works under the new owner’s plan. Owner only (403 FORBIDDEN).',
        security: bearerSecurity,
        body: transferSchema,
        response: teamResponse,
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await transferOwnership(ctx, getUser(request), request.body.userId);
      return team(request);
    },
  );
};
