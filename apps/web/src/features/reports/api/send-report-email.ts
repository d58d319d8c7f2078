import { messageResponseSchema } from '@app/core/auth/responses';
import type { Language } from '@app/core/errors';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type SendReportEmailRequest = { reportId: string; email: string; language: Language };

/** Sends the report as an attachment; the answer's message is already in the user's language. */
export async function sendReportEmail({
  reportId,
  email,
  language,
}: SendReportEmailRequest): Promise<string> {
  const response = await apiClient.post(`/api/reports/${encodeURIComponent(reportId)}/email`, {
    email,
    language,
  });
  return messageResponseSchema.parse(response).message;
}

export function useSendReportEmail() {
  return useMutation({ mutationFn: sendReportEmail });
}
