import type { ContactKind } from '@app/core/contact/limits';
import type { ContactRequest, SalesRequest } from '@app/core/contact/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type ContactMessageRequest =
  | { kind: 'contact'; body: ContactRequest }
  | { kind: 'sales'; body: SalesRequest };

const endpoints: Record<ContactKind, string> = { contact: '/api/contact', sales: '/api/contact/sales' };

/** Sends the contact form or the sales enquiry; the server answers in the page's language. */
export async function sendContactMessage({ kind, body }: ContactMessageRequest): Promise<string> {
  // The schema (and zod) loads with the answer, keeping it out of the contact pages' initial JavaScript.
  const [{ contactResponseSchema }, response] = await Promise.all([
    import('@app/core/contact/schemas'),
    apiClient.post(endpoints[kind], body),
  ]);
  return contactResponseSchema.parse(response).message;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
