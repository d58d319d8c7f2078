/*
 * Where to go after signing in. Only a path of this site is followed: an absolute or protocol-relative
 * address in `?next=` would turn the login page into an open redirect (a phishing aid). The check is
 * made on what the URL parser gives back, not only on what was sent: `/.//evil.example` resolves to
 * the path `//evil.example`, which a browser reads as another site.
 */
export function getSafeNextPath(
  next: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!next?.startsWith('/') || startsLikeAnotherSite(next)) return null;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Refused also when a decoding further on (a proxy, a router) could make it `//host` or `/\host`.
    if (startsLikeAnotherSite(path) || startsLikeAnotherSite(decodePath(url.pathname))) return null;
    if (new URL(path, origin).origin !== origin) return null;
    return path;
  } catch {
    return null;
  }
}

/** `//host` and `/\host` (browsers read `\` as `/`) name another site; so do tab or newline tricks. */
function startsLikeAnotherSite(path: string): boolean {
  return /^[/\\]\s*[/\\]/.test(path);
}

function decodePath(pathname: string): string {
  let decoded = pathname;
  // Twice, for a double encoding such as %252F; a malformed escape is refused as a whole.
  for (let round = 0; round < 2; round++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return '//';
    }
  }
  return decoded;
}
