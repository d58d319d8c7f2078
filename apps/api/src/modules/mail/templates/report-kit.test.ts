import { describe, expect, it } from 'vitest';
import { InvalidEmailDataError, renderEmail } from './render';

const context = { publicUrl: 'https://gdpr.example.bg' };
const data = {
  companyName: 'Zora',
  score: '42',
  riskLevel: 'high',
  reportUrl: 'https://gdpr.example.bg/report?id=1',
  kitDocuments: 'records-of-processing,privacy-notice,cctv',
};

describe('the report e-mail and the document kit', () => {
  it('lists the drafts that apply by title, with their formats, in each language', () => {
    const en = renderEmail('report', 'en', data, context);
    expect(en.text).toContain('Your document kit');
    expect(en.text).toContain('Records of processing activities');
    expect(en.text).toContain('Excel, ODS');
    expect(en.text).toContain('CCTV sign and rules');
    const bg = renderEmail('report', 'bg', data, context);
    expect(bg.text).toContain('Вашият комплект документи');
    expect(bg.text).toContain('Регистър на дейностите по обработване');
    expect(bg.html).toContain('Уведомление за поверителност');
  });

  it('says nothing of a kit when there is none, and refuses unknown drafts', () => {
    const { kitDocuments: _none, ...withoutKit } = data;
    expect(renderEmail('report', 'en', withoutKit, context).text).not.toContain('document kit');
    expect(() => renderEmail('report', 'en', { ...data, kitDocuments: 'contract' }, context)).toThrow(
      InvalidEmailDataError,
    );
  });
});
