import { z } from 'zod';
import { authLimits, authMessageKeys as keys } from './message-keys';

/** Social sign-in providers; one is offered only when the server is configured for it. */
export const oauthProviderIds = ['google', 'facebook', 'apple'] as const;
export type OAuthProviderId = (typeof oauthProviderIds)[number];

export const oauthProviderSchema = z.enum(oauthProviderIds, { error: keys.invalidOption });
export const oauthProviderParamsSchema = z.object({ provider: oauthProviderSchema });

/** The one-time code `/auth/callback?code=` carries, exchanged for the tokens. */
export const oauthExchangeSchema = z.object({
  code: z
    .string({ error: keys.tokenRequired })
    .trim()
    .min(1, { error: keys.tokenRequired })
    .max(authLimits.tokenMax, { error: keys.tokenRequired }),
});

export const providersResponseSchema = z.object({
  success: z.literal(true),
  providers: z.array(oauthProviderSchema),
});
