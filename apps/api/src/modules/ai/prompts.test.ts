import { describe, expect, it } from 'vitest';
import { fillPrompt, promptVersions, readPrompt } from './prompts';

describe('the prompts', () => {
  it('are versioned files that state the rules the server relies on', () => {
    expect(promptVersions).toEqual({
      summary: 'summary.v1',
      answer: 'answer.v1',
      recommendations: 'recommendations.v1',
    });
    const summary = readPrompt('summary');
    for (const rule of [
      'issueIds',
      'articleIds',
      'recommendationIds',
      'only the facts',
      'not legal advice',
    ]) {
      expect(summary).toContain(rule);
    }
    const wording = readPrompt('recommendations');
    for (const rule of ['industry', 'Keep every recommendation', 'Add no obligation', 'Do not name']) {
      expect(wording).toContain(rule);
    }
    const answer = readPrompt('answer');
    for (const rule of ['{{offTopic}}', 'Sources:', 'not legal advice', 'personal data']) {
      expect(answer).toContain(rule);
    }
  });

  it('fill every slot, and refuse to run with one unfilled', () => {
    expect(fillPrompt('summary', { language: 'Bulgarian' })).toContain('Write in Bulgarian.');
    expect(fillPrompt('summary', { language: 'English' })).not.toMatch(/\{\{\w+\}\}/);
    expect(() => fillPrompt('answer', { language: 'English' })).toThrow(/offTopic/);
  });
});
