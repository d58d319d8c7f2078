import { z } from 'zod';

/** The one error shape (plugins/errors.ts), described for the OpenAPI document. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

/** Every route's failures, in its `response` schema: `{ 200: ..., ...errorResponses }`. */
export const errorResponses = { '4xx': errorResponseSchema } as const;

/** The OpenAPI `security` of a route signed in with an access token (`app.authenticate`). */
export const bearerSecurity = [{ bearerAuth: [] }];
