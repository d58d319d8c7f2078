import { answerIds } from '@app/core/assessment/answers';
import type { AssessmentInput } from '@app/core/assessment/schema';
import type { ReportView } from '@app/core/reports/schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { useSubmitAssessment } from './use-submit-assessment';

const input: AssessmentInput = {
  companyName: 'Зелена аптека',
  industry: 'healthcare',
  employeeCount: 'startup',
  answers: Object.fromEntries(answerIds.map((id) => [id, 'yes'])) as AssessmentInput['answers'],
};

const report: ReportView = {
  id: '2f0c8c1e-3c1a-4b7e-9c11-0a4f6f3f5e01',
  status: 'completed',
  language: 'bg',
  company: { name: 'Зелена аптека', industry: 'healthcare', employeeCount: 'startup' },
  complianceScore: 71,
  riskLevel: 'medium',
  issuesFound: 3,
  createdAt: '2026-03-02T09:30:00.000Z',
  updatedAt: '2026-03-02T09:30:01.000Z',
  email: null,
  analysis: null,
  canExport: false,
  completedRecommendationIds: [],
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function mockServer(responses: Response[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const next = responses.shift();
    if (!next) throw new Error('unexpected request');
    return next;
  });
}

/** The hook as the form has it: inside the app's query client. */
function renderSubmit(
  onSuccess: (response: unknown) => void | Promise<void>,
  onQuotaExceeded?: (message: string) => void,
) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return renderHook(
    () => useSubmitAssessment({ onSuccess, ...(onQuotaExceeded ? { onQuotaExceeded } : {}) }),
    { wrapper },
  );
}

const keyOf = (fetchMock: ReturnType<typeof mockServer>, call: number) =>
  new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('Idempotency-Key');

describe('useSubmitAssessment', () => {
  beforeAll(() => initI18n('en'));

  it('keeps the answers on failure and retries with the same idempotency key', async () => {
    const failure = {
      success: false,
      error: { code: 'ANALYSIS_FAILED', message: 'Анализът не бе успешен.' },
    };
    const fetchMock = mockServer([
      json(500, failure),
      json(201, { success: true, report, claimToken: 'c'.repeat(32) }),
    ]);
    const onSuccess = vi.fn();
    const { result } = renderSubmit(onSuccess);

    await act(() => result.current.submit(input));
    // The query client delivers the mutation's state on its next tick.
    await waitFor(() => expect(result.current.failure).toEqual({ message: 'Анализът не бе успешен.' }));
    expect(result.current.phase).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();

    await act(() => result.current.submit(input));
    expect(onSuccess).toHaveBeenCalledWith({ success: true, report, claimToken: 'c'.repeat(32) });
    expect(keyOf(fetchMock, 0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(fetchMock, 1)).toBe(keyOf(fetchMock, 0));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(input);
  });

  it('treats changed answers as a new submission with a new key', async () => {
    const fetchMock = mockServer([json(503, {}), json(201, { success: true, report })]);
    const { result } = renderSubmit(vi.fn());
    await act(() => result.current.submit(input));
    await waitFor(() =>
      expect(result.current.failure).toEqual({
        message: 'Analysis failed. Please try again.',
      }),
    );
    await act(() => result.current.submit({ ...input, companyName: 'Зелена аптека 2' }));
    expect(keyOf(fetchMock, 1)).not.toBe(keyOf(fetchMock, 0));
  });

  it('starts a new submission after a success', async () => {
    const fetchMock = mockServer([
      json(201, { success: true, report }),
      json(201, { success: true, report }),
    ]);
    const { result } = renderSubmit(vi.fn());
    await act(() => result.current.submit(input));
    await act(() => result.current.submit(input));
    expect(keyOf(fetchMock, 1)).not.toBe(keyOf(fetchMock, 0));
  });

  it('moves through the real phases: checked here, analysed, prepared', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    let prepared: () => void = () => {};
    const onSuccess = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          prepared = resolve;
        }),
    );
    const { result } = renderSubmit(onSuccess);
    act(() => result.current.startValidating());
    expect(result.current.phase).toBe('validating');
    expect(result.current.isSubmitting).toBe(true);

    let submitted: Promise<void> = Promise.resolve();
    act(() => {
      submitted = result.current.submit(input);
    });
    await waitFor(() => expect(result.current.phase).toBe('analysing'));
    answer(json(201, { success: true, report }));
    await waitFor(() => expect(result.current.phase).toBe('preparing'));
    expect(onSuccess).toHaveBeenCalledOnce();
    await act(async () => {
      prepared();
      await submitted;
    });
    await waitFor(() => expect(result.current.phase).toBeNull());
    expect(result.current.failure).toBeNull();
  });

  it('hands a used-up quota to the screen with the server’s message, not to a retry', async () => {
    const message = 'Месечният лимит е изчерпан.';
    mockServer([json(403, { success: false, error: { code: 'QUOTA_EXCEEDED', message } })]);
    const onQuotaExceeded = vi.fn();
    const { result } = renderSubmit(vi.fn(), onQuotaExceeded);
    await act(() => result.current.submit(input));
    expect(onQuotaExceeded).toHaveBeenCalledWith(message);
    await waitFor(() => expect(result.current.phase).toBeNull());
    expect(result.current.failure).toBeNull();
  });

  it('shows the default message when preparing the result fails', async () => {
    mockServer([json(201, { success: true, report })]);
    const { result } = renderSubmit(() => Promise.reject(new Error('chunk failed')));
    await act(() => result.current.submit(input));
    await waitFor(() =>
      expect(result.current.failure).toEqual({
        message: 'Analysis failed. Please try again.',
      }),
    );
    expect(result.current.phase).toBeNull();
  });
});
