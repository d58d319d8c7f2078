import { z } from 'zod';
import { plainText } from '../validation/plain-text';
import { apiKeyLimits, apiKeyMessageKeys } from './limits';

/** The requests of /api/api-keys: used by the dashboard's form and the Fastify routes. */

export const createApiKeySchema = z.object({
  name: plainText(
    z
      .string({ error: apiKeyMessageKeys.nameRequired })
      .trim()
      .min(1, { error: apiKeyMessageKeys.nameRequired })
      .max(apiKeyLimits.nameMax, { error: apiKeyMessageKeys.nameTooLong }),
  ),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeyIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalidOption' }) });
