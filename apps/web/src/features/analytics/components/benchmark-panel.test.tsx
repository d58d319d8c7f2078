import type { UserAnalytics } from '@app/core/analytics/schemas';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureNamespaces, initI18n } from '@/lib/i18n';
import { BenchmarkPanel } from './benchmark-panel';

type Benchmark = NonNullable<UserAnalytics['benchmark']>;

const group = { industry: 'legal', size: 'startup', yourScore: 70 } as const;
const available = (medianScore: number, yourScore = 70): Benchmark => ({
  ...group,
  isAvailable: true,
  medianScore,
  yourScore,
});

describe('BenchmarkPanel', () => {
  beforeAll(async () => {
    await initI18n('en');
    await ensureNamespaces(['analytics', 'assessment']);
  });

  it('shows the rounded median, the user’s score and where it stands, never a count', () => {
    const { container } = render(<BenchmarkPanel benchmark={available(60)} />);
    const panel = screen.getByTestId('analytics-benchmark');
    expect(panel.textContent).toContain(
      'Your score of 70 is above the median of companies like yours, about 60.',
    );
    expect(panel.textContent).toContain('Group median, rounded to 5 points');
    expect(panel.textContent).toContain('At least 5 companies are counted');
    expect(container.textContent).not.toMatch(/\d+ compan(y|ies) like yours/);
  });

  it('says only "about" when the score is within the median’s rounding', () => {
    render(<BenchmarkPanel benchmark={available(70, 72)} />);
    expect(screen.getByTestId('analytics-benchmark').textContent).toContain(
      'Your score of 72 is about the median of companies like yours (70).',
    );
  });

  it('says below when the score is lower than the rounding could hide', () => {
    render(<BenchmarkPanel benchmark={available(75, 70)} />);
    expect(screen.getByTestId('analytics-benchmark').textContent).toContain(
      'Your score of 70 is below the median of companies like yours, about 75.',
    );
  });

  it('explains a withheld comparison', () => {
    render(<BenchmarkPanel benchmark={{ ...group, isAvailable: false, medianScore: null }} />);
    const text = screen.getByTestId('analytics-benchmark').textContent;
    expect(text).toContain('Fewer than 5 other companies of your industry and size');
    expect(text).toContain('only accounts with a verified e-mail address count');
  });
});
