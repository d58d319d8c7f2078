import { AppError } from '../../errors';
import type { AuthenticatedUser } from './authenticate';

/**
 * Anything that makes the server e-mail an address the user typed (a team invitation, a report sent by
 * e-mail) needs an account that has proven its own address. Otherwise anyone could sign up with a
 * made-up address and use us to send their text to strangers, from our domain. The account's own
 * address does not count as safe either: until it is proven, it may be someone else's.
 *
 * The trial needs no proof: it e-mails no one, and what it unlocks that does is checked here.
 */
export function assertAddressProven(user: Pick<AuthenticatedUser, 'emailVerified'>): void {
  if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
}
