import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { JsonObject } from '../utils/resolve-ref';
import { buildSchemaTree, type SchemaNode } from '../utils/schema-tree';
import { InlineMarkup } from './inline-markup';

type ApiDocsT = TFunction<'api-docs'>;

const chipClassName = 'rounded bg-surface-muted px-1.5 py-0.5 text-xs text-ink-muted ring-1 ring-line';
const nestedListClassName = 'ml-1 border-l-2 border-line pl-3 sm:ml-1.5 sm:pl-4';

/** `string[]`, `string | null`, `Owner`: a type as a developer writes it. */
function typeLabel(node: SchemaNode, t: ApiDocsT): string {
  if (node.isUnresolved || node.isCycle) return node.refName ?? '';
  const types = node.types.map((type) =>
    type === 'array' && node.items ? `${typeLabel(node.items, t)}[]` : type,
  );
  const named = node.refName && (types.length === 0 || (types.length === 1 && types[0] === 'object'));
  if (named) return node.refName ?? '';
  if (types.length > 0) return types.join(' | ');
  return node.variants ? '' : t('schema.any');
}

/** Items worth a row of their own: anything more than the type the array's label already names. */
function hasItemDetails(items: SchemaNode): boolean {
  return Boolean(
    items.values || items.variants || items.items || items.description || items.constraints.length,
  );
}

/** A schema drawn as a tree: an object's properties one per row, nested objects and choices indented. */
export function SchemaView({ document, schema }: { document: JsonObject; schema: JsonObject | undefined }) {
  const tree = useMemo(() => buildSchemaTree(document, schema), [document, schema]);
  // A body is nearly always an object: its properties are the rows, without a nameless row above them.
  const isPlainObject = tree.properties.length > 0 && !tree.variants && !tree.additionalProperties;
  return (
    <ul className="flex flex-col divide-y divide-line">
      {isPlainObject ? (
        tree.properties.map((node) => <SchemaRow key={node.name} node={node} />)
      ) : (
        <SchemaRow node={tree} />
      )}
    </ul>
  );
}

export function SchemaRow({ node, label, extra }: { node: SchemaNode; label?: string; extra?: ReactNode }) {
  const { t } = useTranslation('api-docs');
  const type = typeLabel(node, t);
  // zod writes a pattern for every uuid and e-mail as well as the format; the format says it better.
  const constraints = node.constraints.filter((rule) => !(rule.keyword === 'pattern' && node.format));
  const flags = [
    node.isReadOnly && t('schema.readOnly'),
    node.isWriteOnly && t('schema.writeOnly'),
    node.isDeprecated && t('schema.deprecated'),
  ].filter((flag): flag is string => Boolean(flag));
  return (
    <li className="py-2.5">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        {node.name !== undefined ? (
          <code className="font-mono text-sm font-semibold text-ink [overflow-wrap:anywhere]">
            {node.name}
          </code>
        ) : (
          label && <span className="text-sm font-medium text-ink-muted italic">{label}</span>
        )}
        {extra}
        {type && <span className="font-mono text-sm text-brand-800 [overflow-wrap:anywhere]">{type}</span>}
        {node.isRequired && (
          <span className="rounded bg-danger-50 px-1.5 py-0.5 text-xs font-semibold text-danger-700">
            {t('schema.required')}
          </span>
        )}
        {node.format && <span className={chipClassName}>{t('schema.format', { value: node.format })}</span>}
        {constraints.map((rule) => (
          <span key={rule.keyword} className={`${chipClassName} [overflow-wrap:anywhere]`}>
            {t(`schema.constraints.${rule.keyword}`, { value: rule.value })}
          </span>
        ))}
        {flags.map((flag) => (
          <span key={flag} className={chipClassName}>
            {flag}
          </span>
        ))}
      </div>
      {node.title && !node.description && (
        <p className="mt-1 text-sm text-ink-muted" lang="en">
          {node.title}
        </p>
      )}
      {node.description && (
        // The server sends the document's texts in the page's language.
        <p className="mt-1 text-sm text-ink-muted">
          <InlineMarkup text={node.description} />
        </p>
      )}
      {node.values && <AllowedValues values={node.values} />}
      {node.isCycle && (
        <p className="mt-1 text-sm text-ink-muted italic">{t('schema.cycle', { name: node.refName })}</p>
      )}
      {node.isUnresolved && (
        <p className="mt-1 text-sm text-danger-700">{t('schema.unresolved', { name: node.refName })}</p>
      )}
      <SchemaChildren node={node} />
    </li>
  );
}

function AllowedValues({ values }: { values: readonly string[] }) {
  const { t } = useTranslation('api-docs');
  return (
    <div className="mt-1.5 flex flex-wrap items-baseline gap-1.5 text-sm">
      <span className="text-ink-muted">{t('schema.values')}</span>
      {values.map((value) => (
        <code
          key={value}
          className="rounded bg-brand-50 px-1.5 py-0.5 font-mono text-xs text-brand-900 [overflow-wrap:anywhere]"
        >
          {value}
        </code>
      ))}
    </div>
  );
}

function SchemaChildren({ node }: { node: SchemaNode }) {
  const { t } = useTranslation('api-docs');
  const items = node.items;
  const rows: ReactNode[] = node.properties.map((child) => (
    <SchemaRow key={`p:${child.name}`} node={child} />
  ));
  // An array of objects shows the objects' properties right under it, as `object[]` promises.
  if (items && items.properties.length > 0 && !items.variants)
    rows.push(...items.properties.map((child) => <SchemaRow key={`i:${child.name}`} node={child} />));
  else if (items && hasItemDetails(items))
    rows.push(<SchemaRow key="items" node={items} label={t('schema.items')} />);
  if (node.additionalProperties)
    rows.push(
      <SchemaRow key="extra" node={node.additionalProperties} label={t('schema.additionalProperties')} />,
    );
  const variants = node.variants;
  return (
    <>
      {rows.length > 0 && <ul className={`mt-1 ${nestedListClassName}`}>{rows}</ul>}
      {variants && (
        <div className="mt-2">
          <p className="text-sm font-medium text-ink">{t(`schema.${variants.kind}`)}</p>
          {variants.discriminator && (
            <p className="mt-0.5 text-sm text-ink-muted">
              {t('schema.discriminator', { property: variants.discriminator.propertyName })}
              {variants.discriminator.mapping.length > 0 &&
                `: ${variants.discriminator.mapping.map((entry) => `${entry.value} → ${entry.target}`).join(', ')}`}
            </p>
          )}
          <ul className={`mt-1 ${nestedListClassName}`}>
            {variants.options.map((option, index) => (
              <SchemaRow
                // biome-ignore lint/suspicious/noArrayIndexKey: a schema's options keep their order
                key={index}
                node={option}
                label={t('schema.option', { number: index + 1 })}
              />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
