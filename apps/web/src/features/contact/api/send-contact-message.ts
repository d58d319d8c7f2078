import {
  type ContactKind,
  type ContactRequest,
  contactResponseSchema,
  type SalesRequest,
} from '@app/core/contact/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type ContactMessageRequest =
  | { kind: 'contact'; body: ContactRequest }
  | { kind: 'sales'; body: SalesRequest };

const endpoints: Record<ContactKind, string> = { contact: '/api/contact', sales: '/api/contact/sales' };

/** Sends the contact form or the sales enquiry; the server answers in the page's language. */
export async function sendContactMessage({ kind, body }: ContactMessageRequest): Promise<string> {
  return contactResponseSchema.parse(await apiClient.post(endpoints[kind], body)).message;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
