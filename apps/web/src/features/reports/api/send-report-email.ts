import type { Language } from '@app/core/errors';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type SendReportEmailRequest = { reportId: string; email: string; language: Language };

/** Sends the report as an attachment; the answer's message is already in the user's language. */
export async function sendReportEmail({
  reportId,
  email,
  language,
}: SendReportEmailRequest): Promise<string> {
  // The schema (and zod) loads with the answer, keeping it out of the report screen's initial JavaScript.
  const [{ messageResponseSchema }, response] = await Promise.all([
    import('@app/core/auth/responses'),
    apiClient.post(`/api/reports/${encodeURIComponent(reportId)}/email`, { email, language }),
  ]);
  return messageResponseSchema.parse(response).message;
}

export function useSendReportEmail() {
  return useMutation({ mutationFn: sendReportEmail });
}
