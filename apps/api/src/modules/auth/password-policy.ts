import { AppError } from '../../errors';

/**
 * Refuses common and breached passwords, offline: the 49,233 passwords most often found in leaked
 * password sets, as @zxcvbn-ts/language-common ships them (pinned in package.json; a newer version
 * brings a newer list). Compared without regard to case, and trimmed, so `Password1` and
 * `password1 ` are refused like `password1`. The list is loaded on the first check (about 0.2 s),
 * and stays on the server: at 200 kB gzip it would not fit the web app's budget, so the form shows
 * the server's message. The shared schema has already refused short and all-whitespace passwords.
 */
let commonPasswords: Promise<ReadonlySet<string>> | undefined;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => normalise(entry))),
  );
  return commonPasswords;
}

function normalise(password: string): string {
  return password.normalize('NFKC').trim().toLowerCase();
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(normalise(password));
}

/** Throws VALIDATION_FAILED with a message that says why and what to choose instead. */
export async function assertPasswordNotCommon(password: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', { messageKey: 'passwordTooCommon' });
  }
}
