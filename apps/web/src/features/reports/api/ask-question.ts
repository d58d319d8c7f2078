import type { AiCitation, AiQuestionInput } from '@app/core/ai/schemas';
import type { Language } from '@app/core/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { aiStatusQueryOptions } from '@/lib/ai-status';
import { apiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export type AnswerState = {
  phase: 'searching' | 'writing' | 'done' | 'declined';
  text: string;
  sections: Array<{ id: string; title: string; href: string | null }>;
  citations: AiCitation[];
};

const searching: AnswerState = { phase: 'searching', text: '', sections: [], citations: [] };

/**
 * POST /api/reports/{id}/ai-questions: the answer, as it is written. The state follows the stream's
 * events (sources found, words, citations); a refusal or a failure is the mutation's error, in the
 * user's language as the server wrote it.
 */
export function useAskQuestion(reportId: string, language: Language) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<AnswerState | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: AiQuestionInput) => {
      setAnswer(searching);
      await apiClient.stream(
        `/api/reports/${encodeURIComponent(reportId)}/ai-questions?lang=${language}`,
        { method: 'POST', body: input },
        (type, data) => {
          const event = data as Record<string, unknown>;
          if (type === 'error')
            throw new ApiError(String(event.message), { status: 503, code: String(event.code) });
          setAnswer((current) => {
            const state = current ?? searching;
            if (type === 'sources')
              return { ...state, phase: 'writing', sections: event.sections as AnswerState['sections'] };
            if (type === 'delta')
              return { ...state, phase: 'writing', text: state.text + String(event.text) };
            if (type === 'done')
              return { ...state, phase: 'done', citations: event.citations as AiCitation[] };
            if (type === 'declined') return { ...state, phase: 'declined', text: String(event.message) };
            return state;
          });
        },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiStatusQueryOptions.queryKey }),
  });
  return { ...mutation, answer };
}
