import { z } from 'zod';

/**
 * The answers of /api/api-keys, shared by the routes, the OpenAPI document and the web app's fetchers.
 * The key itself leaves the server once, in the creation answer.
 */

const timestamp = z.iso.datetime();

/** A key as the list shows it: never the key, only its first characters. */
export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  prefix: z.string().meta({ example: 'gdprn_Ab3dE9' }),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeySchema>;

export const apiKeyListResponseSchema = z.object({
  success: z.literal(true),
  apiKeys: z.array(apiKeySchema),
});

/** The one answer that holds the key: the client must keep it now, the server cannot show it again. */
export const createdApiKeyResponseSchema = z.object({
  success: z.literal(true),
  apiKey: apiKeySchema,
  key: z.string().meta({
    description: 'The key, shown only in this answer: `gdprn_` followed by 43 base64url characters.',
    example: 'gdprn_4Jc0v3mQf6yH1kXr8sW2nZ5tB7pL9aD0eG3iU6oY1qM',
  }),
});
export type CreatedApiKeyResponse = z.infer<typeof createdApiKeyResponseSchema>;

export const revokedApiKeyResponseSchema = z.object({ success: z.literal(true), apiKey: apiKeySchema });
