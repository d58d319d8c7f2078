import bgPolicy from '@app/locales/bg/cookies.json';
import enPolicy from '@app/locales/en/cookies.json';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { storageKeys } from '@/lib/storage';
import { isConsentCategory, listStorageRows, StorageTable } from './storage-table';

type StoredTexts = Record<string, { category?: unknown; purpose?: unknown; lifetime?: unknown }>;

const policies = { bg: bgPolicy, en: enPolicy } as const;
const declaredKeys = Object.values(storageKeys);

function isText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

describe.each(Object.entries(policies))('the cookie policy in %s', (_language, policy) => {
  const storage: StoredTexts = policy.storage;

  it.each(declaredKeys)('describes the storage key %s', (key) => {
    const item = storage[key];
    expect(item, `cookies.json has no entry for ${key}`).toBeDefined();
    expect(isText(item?.purpose) && isText(item?.lifetime)).toBe(true);
    expect(isConsentCategory(String(item?.category))).toBe(true);
  });

  it('describes no key the code does not use', () => {
    expect(Object.keys(storage).sort()).toEqual([...declaredKeys].sort());
  });

  it('lists every storage key and then the cookies', () => {
    const names = listStorageRows(policy).map((row) => row.name);
    expect(names).toEqual([...declaredKeys, ...Object.keys(policy.cookies)]);
  });
});

describe('StorageTable', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('renders a row and a card for every item, with its category named', () => {
    render(<StorageTable policy={enPolicy} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const expected = listStorageRows(enPolicy).map((row) => row.name);
    expect(rows.map((row) => row.getAttribute('data-storage-key'))).toEqual(expected);
    expect(within(rows[0] as HTMLElement).getByText('Strictly necessary')).toBeDefined();
    const cards = within(screen.getByRole('list', { name: enPolicy.table.caption })).getAllByRole('listitem');
    expect(cards).toHaveLength(expected.length);
  });
});
