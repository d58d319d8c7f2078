/** A JSON value read from the OpenAPI document: nothing in it is trusted until checked. */
export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value a local reference (`#/components/schemas/User`) points at inside the document, or undefined
 * when it points nowhere. Only references within the document are followed: the page never fetches
 * another file, so a document cannot make it call another origin.
 */
export function resolvePointer(document: JsonObject, ref: string): unknown {
  if (ref === '#') return document;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    // RFC 6901: `~1` is `/` and `~0` is `~`; the fragment itself may be percent-encoded.
    const key = safeDecode(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isJsonObject(node) && Object.hasOwn(node, key)) node = node[key];
    else return undefined;
  }
  return node;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The last part of a reference, as a readable name (`#/components/schemas/User` -> `User`). */
export function nameOfRef(ref: string): string {
  return ref.split('/').at(-1)?.replaceAll('~1', '/').replaceAll('~0', '~') ?? ref;
}

export type Resolved = {
  /** The object the reference led to, with the referring object's own keywords laid over it. */
  value: JsonObject | undefined;
  /** The references followed, in order (a reference may lead to another). */
  refs: string[];
  /** True when the reference is already being expanded further up: following it would never end. */
  isCycle: boolean;
};

/**
 * Follows `$ref` (and chains of them) from an object. `seen` holds the references being expanded on the
 * way down; one that comes round again is reported as a cycle instead of followed.
 */
export function resolveObject(
  document: JsonObject,
  value: unknown,
  seen: ReadonlySet<string> = new Set(),
): Resolved {
  if (!isJsonObject(value)) return { value: undefined, refs: [], isCycle: false };
  let current: JsonObject = value;
  const refs: string[] = [];
  while (typeof current.$ref === 'string') {
    const ref = current.$ref;
    const isCycle = seen.has(ref) || refs.includes(ref);
    refs.push(ref);
    if (isCycle) return { value: undefined, refs, isCycle: true };
    const target = resolvePointer(document, ref);
    if (!isJsonObject(target)) return { value: undefined, refs, isCycle: false };
    // OpenAPI 3.1 lets a reference carry its own description or title; they describe this use of it.
    const { $ref: _followed, ...siblings } = current;
    current = { ...target, ...siblings };
  }
  return { value: current, refs, isCycle: false };
}
