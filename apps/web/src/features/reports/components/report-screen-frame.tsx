import type { ReportView } from '@app/core/reports/schemas';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { type ReportSource, useReportSelection } from '../hooks/use-report-selection';

type FrameProps = {
  title: string;
  children: (report: ReportView, source: ReportSource) => ReactNode;
};

/** The page frame of /analysis, /advanced-ai and /report: finds the report, or says why there is none. */
export function ReportScreenFrame({ title, children }: FrameProps) {
  const { t } = useTranslation(['reports', 'errors']);
  const selection = useReportSelection();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      {selection.status === 'ready' ? (
        // Another report (an "Open" in the history) starts with fresh form state.
        <Fragment key={selection.report.id}>{children(selection.report, selection.source)}</Fragment>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          {selection.status === 'loading' && (
            <p role="status" className="text-ink-muted">
              {t('loading')}
            </p>
          )}
          {selection.status === 'empty' && (
            <Message text={t('empty.text')} title={t('empty.title')}>
              <Link
                to={paths.complianceForm.getHref()}
                className={buttonClassName({ className: 'self-start' })}
              >
                {t('empty.start')}
              </Link>
            </Message>
          )}
          {selection.status === 'not-found' && (
            <Message title={t('notFound.title')} text={t('notFound.text')}>
              <div className="flex flex-wrap gap-3">
                <Link to={paths.report.getHref()} className={buttonClassName({ variant: 'secondary' })}>
                  {t('notFound.list')}
                </Link>
                <Link to={paths.complianceForm.getHref()} className={buttonClassName()}>
                  {t('empty.start')}
                </Link>
              </div>
            </Message>
          )}
          {selection.status === 'error' && (
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-xl border border-danger-700/30 bg-danger-50 p-5"
            >
              <p className="font-medium text-danger-700">
                {selection.error instanceof ApiError ? selection.error.message : t('errors:generic')}
              </p>
              <Button variant="secondary" className="self-start" onClick={selection.retry}>
                {t('tryAgain')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function Message({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="report-message-title"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-muted p-6 sm:p-8"
    >
      <h2 id="report-message-title" className="text-xl font-bold text-ink">
        {title}
      </h2>
      <p className="max-w-2xl text-ink-muted">{text}</p>
      {children}
    </section>
  );
}

/** The heading block of a report screen: the page title and which company and date it is about. */
export function ReportPageHeader({
  title,
  report,
  children,
}: {
  title: string;
  report: ReportView;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="break-words text-lg text-ink-muted" data-testid="report-company">
        {report.company.name}
      </p>
      {children}
    </div>
  );
}
