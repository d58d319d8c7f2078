import { isJsonObject, type JsonObject, nameOfRef, resolveObject } from './resolve-ref';

/** Keywords shown beside a type, each with its value as text; the page translates the keyword. */
export const constraintKeywords = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'pattern',
  'default',
] as const;
export type ConstraintKeyword = (typeof constraintKeywords)[number];

export type VariantKind = 'oneOf' | 'anyOf' | 'allOf';

/** One schema as the page draws it: a row with its type and rules, and the rows nested under it. */
export type SchemaNode = {
  /** The property name; absent for a body, an array's items and the options of a choice. */
  name?: string | undefined;
  isRequired: boolean;
  /** JSON types (`string`, `object`, `null` ...); empty when the schema allows anything. */
  types: string[];
  format?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  /** Allowed values (`enum` or `const`), as JSON text except for plain strings. */
  values?: string[] | undefined;
  constraints: Array<{ keyword: ConstraintKeyword; value: string }>;
  isDeprecated: boolean;
  isReadOnly: boolean;
  isWriteOnly: boolean;
  /** The component the schema came from (`#/components/schemas/User` -> `User`). */
  refName?: string | undefined;
  /** The reference is already open further up the tree, so it is named and not expanded again. */
  isCycle: boolean;
  /** A `$ref` that points nowhere in the document. */
  isUnresolved: boolean;
  properties: SchemaNode[];
  /** The schema of extra properties (a map), when it says something about them. */
  additionalProperties?: SchemaNode | undefined;
  items?: SchemaNode | undefined;
  variants?: { kind: VariantKind; options: SchemaNode[]; discriminator?: Discriminator | undefined };
};

export type Discriminator = { propertyName: string; mapping: Array<{ value: string; target: string }> };

/** Beyond this depth a tree stops: a document without `$ref` cycles can still nest absurdly deep. */
const maxDepth = 24;

export function buildSchemaTree(
  document: JsonObject,
  schema: unknown,
  options: { name?: string; isRequired?: boolean } = {},
): SchemaNode {
  return buildNode(document, schema, options.name, options.isRequired ?? false, new Set(), 0);
}

function emptyNode(name: string | undefined, isRequired: boolean): SchemaNode {
  const flags = { isDeprecated: false, isReadOnly: false, isWriteOnly: false, isCycle: false };
  return { name, isRequired, types: [], constraints: [], properties: [], isUnresolved: false, ...flags };
}

function buildNode(
  document: JsonObject,
  schema: unknown,
  name: string | undefined,
  isRequired: boolean,
  seen: ReadonlySet<string>,
  depth: number,
): SchemaNode {
  const node = emptyNode(name, isRequired);
  // JSON Schema allows `true` and `false` as whole schemas: anything, and nothing.
  if (schema === false) return { ...node, types: ['never'] };
  const resolved = resolveObject(document, schema, seen);
  const lastRef = resolved.refs.at(-1);
  node.refName = lastRef ? nameOfRef(lastRef) : undefined;
  if (resolved.isCycle) return { ...node, isCycle: true };
  const value = resolved.value;
  if (!value) return { ...node, isUnresolved: lastRef !== undefined };
  if (depth >= maxDepth) return node;
  const below = new Set([...seen, ...resolved.refs]);
  const child = (inner: unknown, childName?: string, childRequired = false) =>
    buildNode(document, inner, childName, childRequired, below, depth + 1);

  // `anyOf: [X, {type: 'null'}]` is how a nullable X is written (zod does so): show "X or null".
  const collapsed = collapseNullable(document, value, below);
  if (collapsed) {
    const inner = child(collapsed, name, isRequired);
    return {
      ...inner,
      types: [...new Set([...inner.types, 'null'])],
      description: inner.description ?? text(value.description),
    };
  }

  node.types = readTypes(value);
  node.format = text(value.format);
  node.title = text(value.title);
  node.description = text(value.description);
  node.values = readValues(value);
  node.constraints = constraintKeywords.flatMap((keyword) =>
    value[keyword] === undefined || (keyword === 'uniqueItems' && value[keyword] !== true)
      ? []
      : [
          {
            keyword,
            value: typeof value[keyword] === 'string' ? value[keyword] : JSON.stringify(value[keyword]),
          },
        ],
  );
  node.isDeprecated = value.deprecated === true;
  node.isReadOnly = value.readOnly === true;
  node.isWriteOnly = value.writeOnly === true;

  const required = new Set(
    Array.isArray(value.required) ? value.required.filter((key) => typeof key === 'string') : [],
  );
  if (isJsonObject(value.properties))
    node.properties = Object.entries(value.properties).map(([key, inner]) =>
      child(inner, key, required.has(key)),
    );
  if (
    value.additionalProperties !== undefined &&
    value.additionalProperties !== false &&
    value.additionalProperties !== true
  )
    node.additionalProperties = child(value.additionalProperties);
  if (value.items !== undefined && !Array.isArray(value.items)) node.items = child(value.items);
  else if (Array.isArray(value.prefixItems) && value.prefixItems.length > 0)
    node.items = {
      ...emptyNode(undefined, false),
      variants: { kind: 'anyOf', options: value.prefixItems.map((inner) => child(inner)) },
    };

  for (const kind of ['oneOf', 'anyOf', 'allOf'] as const) {
    const options = value[kind];
    if (!Array.isArray(options) || options.length === 0) continue;
    node.variants = {
      kind,
      options: options.map((inner) => child(inner)),
      discriminator: readDiscriminator(value.discriminator),
    };
    break;
  }
  if (node.types.length === 0 && node.properties.length > 0) node.types = ['object'];
  return node;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function readTypes(schema: JsonObject): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type))
    return schema.type.filter((type): type is string => typeof type === 'string');
  if (schema.nullable === true) return ['null'];
  return [];
}

function readValues(schema: JsonObject): string[] | undefined {
  const values =
    schema.const !== undefined ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : undefined;
  return values?.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
}

/** The X of `anyOf`/`oneOf` `[X, {type: 'null'}]` with no other keywords of its own, else undefined. */
function collapseNullable(document: JsonObject, schema: JsonObject, seen: ReadonlySet<string>): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (!Array.isArray(options) || options.length !== 2 || schema.discriminator !== undefined) return undefined;
  const isNull = (option: unknown) => resolveObject(document, option, seen).value?.type === 'null';
  const nonNull = options.filter((option) => !isNull(option));
  return nonNull.length === 1 ? nonNull[0] : undefined;
}

function readDiscriminator(value: unknown): Discriminator | undefined {
  if (!isJsonObject(value) || typeof value.propertyName !== 'string') return undefined;
  const mapping = isJsonObject(value.mapping)
    ? Object.entries(value.mapping).flatMap(([key, target]) =>
        typeof target === 'string' ? [{ value: key, target: nameOfRef(target) }] : [],
      )
    : [];
  return { propertyName: value.propertyName, mapping };
}
