import { describe, expect, it } from 'vitest';
import { getStatusTextKey } from './report-status';

const completed = (canExport: boolean) => ({ status: 'completed' as const, canExport });

describe('getStatusTextKey', () => {
  it('promises a download only to a signed-in user whose plan has one, for a report of the account', () => {
    expect(getStatusTextKey(completed(true), { isSignedIn: true, isInBrowser: false })).toBe('completed');
    expect(getStatusTextKey(completed(false), { isSignedIn: true, isInBrowser: false })).toBe(
      'completedWithoutExport',
    );
  });

  it('tells a visitor, and a report still kept in this browser, what is true for them', () => {
    expect(getStatusTextKey(completed(false), { isSignedIn: false, isInBrowser: true })).toBe(
      'completedVisitor',
    );
    expect(getStatusTextKey(completed(false), { isSignedIn: true, isInBrowser: true })).toBe(
      'completedInBrowser',
    );
  });

  it('says where a report that is not completed stands, whoever looks', () => {
    for (const status of ['pending', 'in_progress', 'failed'] as const) {
      expect(getStatusTextKey({ status, canExport: false }, { isSignedIn: false, isInBrowser: true })).toBe(
        status,
      );
    }
  });
});
