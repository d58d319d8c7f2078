/*
 * Where to go after signing in. Only a path of this site is followed: an absolute or protocol-relative
 * address in `?next=` would turn the login page into an open redirect (a phishing aid).
 */
export function getSafeNextPath(
  next: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
