import type { AiProviderInfo } from '@app/core/ai/availability';
import type { AiQuestionInput } from '@app/core/ai/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useLanguage } from '@/lib/use-language';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useAskQuestion } from '../api/ask-question';

const questionResolver = lazyZodResolver<AiQuestionInput>(() =>
  import('@app/core/ai/schemas').then((schemas) => schemas.aiQuestionSchema),
);

/**
 * "Ask about your report": the answer streams in as the model writes it, from the report and the guide
 * sections full-text search found, with the sections and articles it cites. Not legal advice, and says so.
 */
export function AskAboutReport({ reportId, provider }: { reportId: string; provider: AiProviderInfo }) {
  const { t } = useTranslation('report-ask');
  const language = useLanguage();
  const translateMessage = useValidationMessage();
  const ask = useAskQuestion(reportId, language);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AiQuestionInput>({ resolver: questionResolver.resolver, defaultValues: { question: '' } });
  useEffect(questionResolver.preload, []);
  const { answer } = ask;

  const submit = handleSubmit((input) => {
    if (!ask.isPending) ask.mutate(input);
  });

  return (
    <section
      aria-labelledby="ask-title"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:p-5"
      data-testid="ask-about-report"
    >
      <h3 id="ask-title" className="text-lg font-bold text-ink">
        {t('title')}
      </h3>
      <p className="text-sm text-ink-muted">{t('lead', { provider: provider.name })}</p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <Textarea
          label={t('label')}
          hint={t('notice')}
          placeholder={t('placeholder')}
          rows={3}
          error={translateMessage(errors.question?.message)}
          {...register('question')}
        />
        <Button
          type="submit"
          className="self-start aria-disabled:cursor-wait aria-disabled:opacity-70"
          aria-disabled={ask.isPending || undefined}
        >
          {ask.isPending ? t('asking') : t('ask')}
        </Button>
      </form>
      {ask.isError && <Alert>{ask.error.message}</Alert>}
      {answer && !ask.isError && (
        <div className="flex flex-col gap-2" data-testid="ai-answer">
          {(answer.phase === 'searching' || (answer.phase === 'writing' && answer.text === '')) && (
            <p role="status" className="text-sm text-ink-muted">
              {answer.phase === 'searching' ? t('searching') : t('writing')}
            </p>
          )}
          <p aria-live="polite" className="whitespace-pre-line text-ink">
            {readableAnswer(answer.text)}
          </p>
          {answer.phase === 'done' && answer.citations.length > 0 && (
            <div className="flex flex-col gap-1">
              <h4 className="text-sm font-semibold text-ink">{t('sources')}</h4>
              <ul className="flex flex-col gap-1 text-sm">
                {answer.citations.map((citation) => (
                  <li key={`${citation.kind}:${citation.id}`}>
                    {citation.href ? (
                      <Link to={citation.href} className="text-brand-700 underline">
                        {citation.label}
                      </Link>
                    ) : (
                      <span className="text-ink">{citation.label}</span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/** The answer without its citation markers and the "Sources:" line they stood on: the list shows them. */
function readableAnswer(text: string): string {
  return text.replace(/\s*\[[\w-]+:[\w().-]+\]/g, '').replace(/\s*(Sources|Източници):\s*$/, '');
}
