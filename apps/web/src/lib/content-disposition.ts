/**
 * The file name a server suggests in Content-Disposition (RFC 6266). `filename*` (RFC 8187, which can
 * carry Cyrillic) wins over the plain `filename`. Path parts are dropped: a name is never a path.
 */
export function readContentDispositionFilename(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  const name = (extended ? decodeExtendedValue(extended) : null) ?? readPlainFilename(header);
  return name ? sanitiseFilename(name) : null;
}

function decodeExtendedValue(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]+)'[\w-]*'(.+)$/.exec(value.replace(/^"|"$/g, ''));
  if (!match) return null;
  const [, charset, encoded = ''] = match;
  if (charset?.toLowerCase() !== 'utf-8') return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

function readPlainFilename(header: string): string | null {
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1];
  if (quoted !== undefined) return quoted.replace(/\\(.)/g, '$1');
  return /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header)?.[1] ?? null;
}

function sanitiseFilename(name: string): string | null {
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  return base && base !== '.' && base !== '..' ? base : null;
}
