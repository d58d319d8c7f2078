import type { CustomTypeOptions } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConsentCategory, optionalConsentCategories } from '@/lib/consent';
import { storageKeys } from '@/lib/storage';

type CookiePolicy = CustomTypeOptions['resources']['cookies'];
export type StorageRow = {
  name: string;
  type: 'localStorage' | 'cookie';
  category: string;
  purpose: string;
  lifetime: string;
};

/**
 * Every local storage key the code declares, then the server's cookies, with their texts. The keys come
 * from `storageKeys`, so a new key without a description fails the type check (and a unit test checks
 * Bulgarian too): the policy cannot leave out what the site stores.
 */
export function listStorageRows(policy: Pick<CookiePolicy, 'storage' | 'cookies'>): StorageRow[] {
  const stored = Object.values(storageKeys).map(
    (name): StorageRow => ({ name, type: 'localStorage', ...policy.storage[name] }),
  );
  const cookies = Object.entries(policy.cookies).map(
    ([name, text]): StorageRow => ({ name, type: 'cookie', ...text }),
  );
  return [...stored, ...cookies];
}

const consentCategories: readonly string[] = ['necessary', ...optionalConsentCategories];

export function isConsentCategory(value: string): value is ConsentCategory {
  return consentCategories.includes(value);
}

/** Underscores may end a line, so long key names wrap in narrow columns instead of overflowing. */
function KeyName({ name }: { name: string }) {
  const parts = name.split('_');
  return (
    <code className="font-mono text-[0.9em] font-semibold text-ink">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a name never reorder; a part may repeat
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              _<wbr />
            </>
          )}
        </Fragment>
      ))}
    </code>
  );
}

/** The cookie policy's list of everything stored in the browser: a table on wide screens, cards on phones. */
export function StorageTable({ policy }: { policy: CookiePolicy }) {
  const { t } = useTranslation();
  const { table } = policy;
  const rows = listStorageRows(policy);
  const categoryOf = (row: StorageRow) =>
    isConsentCategory(row.category) ? t(`cookies.categories.${row.category}.title`) : row.category;

  return (
    <>
      <table className="hidden w-full border-collapse text-left text-[0.95rem] leading-snug md:table">
        <caption className="sr-only">{table.caption}</caption>
        <thead>
          <tr className="border-b-2 border-line text-sm text-ink-muted">
            <th scope="col" className="w-[26%] py-2 pr-4 font-semibold">
              {table.name}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {table.purpose}
            </th>
            <th scope="col" className="w-[16%] py-2 pr-4 font-semibold">
              {table.category}
            </th>
            <th scope="col" className="w-[28%] py-2 font-semibold">
              {table.lifetime}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.type}:${row.name}`}
              data-storage-key={row.name}
              data-storage-type={row.type}
              className="border-b border-line align-top"
            >
              <th scope="row" className="py-3 pr-4 text-left font-normal">
                <KeyName name={row.name} />
                <span className="mt-1 block text-sm text-ink-muted">
                  <span className="sr-only">{table.type}: </span>
                  {table[row.type]}
                </span>
              </th>
              <td className="py-3 pr-4">{row.purpose}</td>
              <td className="py-3 pr-4">{categoryOf(row)}</td>
              <td className="py-3">{row.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul aria-label={table.caption} className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li
            key={`${row.type}:${row.name}`}
            data-storage-key={row.name}
            data-storage-type={row.type}
            className="rounded-xl border border-line bg-surface-muted p-4 text-[0.95rem] leading-snug"
          >
            <p>
              <KeyName name={row.name} />
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              <span className="sr-only">{table.type}: </span>
              {table[row.type]}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, {table.category}: </span>
              {categoryOf(row)}
            </p>
            <dl className="mt-3 flex flex-col gap-1">
              <dt className="text-sm font-semibold text-ink-muted">{table.purpose}</dt>
              <dd className="mb-2">{row.purpose}</dd>
              <dt className="text-sm font-semibold text-ink-muted">{table.lifetime}</dt>
              <dd>{row.lifetime}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
