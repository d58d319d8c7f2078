import { describe, expect, it } from 'vitest';
import { groundSummary } from './grounding';

const citable = {
  issueIds: new Set(['breachNotification']),
  articleIds: new Set(['33', '5(1)(e)']),
  recommendationIds: new Set(['breach-procedure']),
};

describe('groundSummary', () => {
  it('keeps sentences whose every id is in the analysis and drops the rest', () => {
    const answer = JSON.stringify({
      sentences: [
        { text: 'Report breaches within 72 hours.', issueIds: ['breachNotification'], articleIds: ['33'] },
        { text: 'Adopt the procedure.', recommendationIds: ['breach-procedure'] },
        { text: 'Half right.', articleIds: ['33', '99'] },
        { text: 'Uncited.' },
        { text: '', issueIds: ['breachNotification'] },
        'not an object',
      ],
    });
    const { sentences, dropped } = groundSummary(answer, citable);
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      'Report breaches within 72 hours.',
      'Adopt the procedure.',
    ]);
    expect(sentences[1]).toEqual({
      text: 'Adopt the procedure.',
      issueIds: [],
      articleIds: [],
      recommendationIds: ['breach-procedure'],
    });
    expect(dropped).toBe(4);
  });

  it('reads JSON wrapped in a code fence, and throws on anything else', () => {
    const fenced = '```json\n{"sentences":[{"text":"A.","articleIds":["5(1)(e)"]}]}\n```';
    expect(groundSummary(fenced, citable).sentences).toHaveLength(1);
    expect(() => groundSummary('The summary is…', citable)).toThrow();
    expect(() => groundSummary('{"summary":"x"}', citable)).toThrow();
  });
});
