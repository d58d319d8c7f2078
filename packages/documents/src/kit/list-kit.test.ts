import { describe, expect, it } from 'vitest';
import { createKitSource, kitCompanyInput } from '../test-support/kit-fixtures';
import { isInKit, listKit } from './list-kit';

const ids = (source: ReturnType<typeof createKitSource>) => listKit(source).map((entry) => entry.id);

describe('listKit', () => {
  it('offers every draft to a company with cameras, staff systems and processors', () => {
    expect(ids(createKitSource())).toEqual([
      'records-of-processing',
      'privacy-notice',
      'breach-procedure',
      'breach-log',
      'data-subject-requests',
      'processor-checklist',
      'employee-notice',
      'cctv',
    ]);
  });

  it('leaves out the CCTV rules without cameras and the checklist without processors', () => {
    const input = {
      ...kitCompanyInput,
      answers: { ...kitCompanyInput.answers, usesThirdParties: 'no' as const },
      followUps: { ...kitCompanyInput.followUps, cctvRules: 'not_applicable' as const },
    };
    const kit = ids(createKitSource(input));
    expect(kit).not.toContain('cctv');
    expect(kit).not.toContain('processor-checklist');
    expect(isInKit(createKitSource(input), 'cctv')).toBe(false);
  });

  it('offers the drafts to a company that answered it keeps no personal data, as the analysis scores it', () => {
    // The analysis holds that staff records and business contacts are personal data: the kit agrees.
    const input = {
      ...kitCompanyInput,
      answers: { ...kitCompanyInput.answers, collectsData: 'no' as const },
    };
    expect(ids(createKitSource(input))).toEqual(ids(createKitSource()));
  });

  it('names the gaps each draft closes, from the report', () => {
    const kit = listKit(createKitSource());
    const breach = kit.find((entry) => entry.id === 'breach-procedure');
    expect(breach?.gapsClosed.map((gap) => gap.controlId)).toEqual(['breachResponse']);
    const records = kit.find((entry) => entry.id === 'records-of-processing');
    expect(records?.gapsClosed.map((gap) => gap.controlId)).toEqual(
      expect.arrayContaining(['records', 'storageLimitation']),
    );
    expect(kit.find((entry) => entry.id === 'cctv')?.gapsClosed[0]?.title.bg).toBeTruthy();
  });

  it('names roadmap items only where the plan shows the full analysis', () => {
    const full = listKit(createKitSource(undefined, 'bg', 'starter'));
    const free = listKit(createKitSource(undefined, 'bg', 'free'));
    expect(full.find((entry) => entry.id === 'breach-procedure')?.roadmapItems.length).toBeGreaterThan(0);
    expect(free.every((entry) => entry.roadmapItems.length === 0)).toBe(true);
    expect(free.find((entry) => entry.id === 'breach-procedure')?.gapsClosed.length).toBe(1);
  });

  it('gives spreadsheets for registers and text formats for procedures', () => {
    const kit = listKit(createKitSource());
    expect(kit.find((entry) => entry.id === 'records-of-processing')?.formats).toEqual(['xlsx', 'ods']);
    expect(kit.find((entry) => entry.id === 'privacy-notice')?.formats).toEqual(['docx', 'odt']);
  });
});
