import { describe, expect, it } from 'vitest';
import { createKitSource, kitCompanyInput } from '../../test-support/kit-fixtures';
import { createKitContext } from './common';
import { buildPrivacyNotice } from './privacy-notice';

const noticeText = (followUps: typeof kitCompanyInput.followUps) =>
  JSON.stringify(
    buildPrivacyNotice(
      createKitContext(
        createKitSource({ ...kitCompanyInput, followUps: { ...kitCompanyInput.followUps, ...followUps } }),
      ),
    ).blocks,
  );

describe('the privacy notice draft', () => {
  it('says the company relies on consent only when it said so', () => {
    expect(noticeText({ reliesOnConsent: 'yes' })).toContain('Посочихте, че разчитате на съгласие.');
    const marketingOnly = noticeText({ reliesOnConsent: 'not_sure', directMarketing: 'yes' });
    expect(marketingOnly).not.toContain('разчитате на съгласие');
    expect(marketingOnly).toContain('Посочихте, че изпращате търговски съобщения.');
  });
});
