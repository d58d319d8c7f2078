import { InvalidEmailDataError } from './templates/render';

/** Attempts before a message is marked failed: with the delays below, about an hour of retrying. */
export const MAX_SEND_ATTEMPTS = 8;

const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min, 4 min ... doubling after each failed attempt, never more than an hour. */
export function computeRetryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_DELAY_MS);
}

type SendError = { code?: unknown; responseCode?: unknown; permanent?: unknown; message?: unknown };

/**
 * A rejection that a retry would get again: the server refused this recipient or this message with a
 * 5xx reply, or the stored data cannot be rendered. Connection, TLS and authentication problems are
 * retried, since they are fixed on the server or in the configuration, not in the message.
 */
export function isPermanentSendError(error: unknown): boolean {
  if (error instanceof InvalidEmailDataError) return true;
  const { code, permanent } = (error ?? {}) as SendError;
  return permanent === true && (code === 'EENVELOPE' || code === 'EMESSAGE');
}

/** The error as stored and logged: code, SMTP reply code and message, with any address removed. */
export function describeSendError(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as SendError;
  const label = typeof code === 'string' ? code : error instanceof Error ? error.name : 'Error';
  const reply = typeof responseCode === 'number' ? ` ${responseCode}` : '';
  const text = typeof message === 'string' ? message : String(error);
  return `${label}${reply}: ${text.replace(/[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g, '[address]')}`.slice(
    0,
    500,
  );
}

/** The kind of a stored error (describeSendError): its code and SMTP reply code, without the text. */
export function describeErrorKind(storedError: string): string {
  return storedError.split(': ', 1)[0] ?? storedError;
}
