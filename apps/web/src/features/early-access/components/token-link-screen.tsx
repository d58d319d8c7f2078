import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useConfirmSignUp } from '../api/confirm-sign-up';
import { useUnsubscribe } from '../api/unsubscribe';
import { earlyAccessSectionId } from './early-access-section';

type Action = 'confirm' | 'unsubscribe';

/*
 * Opened from a link in an e-mail. The token is sent when the person presses the button, not on
 * opening: mail scanners open links by themselves, and neither a confirmation (the proof of consent)
 * nor a withdrawal should happen without the person.
 */
export function TokenLinkScreen({ action }: { action: Action }) {
  const { t } = useTranslation('early-access');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmSignUp();
  const unsubscribe = useUnsubscribe();
  const request = action === 'confirm' ? confirm : unsubscribe;
  const home = paths.home.getHref();
  // The server's "invalid or expired, request a new one" fits a confirmation; nobody requests an
  // unsubscribe link, so that screen says it in its own words. Other failures keep the server's text.
  const describeFailure = (error: Error) =>
    action === 'unsubscribe' && error instanceof ApiError && error.code === 'TOKEN_INVALID'
      ? t('unsubscribe.invalid')
      : error.message;

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <div className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t(`${action}.title`)}</h1>
        {!token && (
          <Outcome kind="error" title={t(`${action}.missingToken`)}>
            <Link to={home} className={buttonClassName({ variant: 'secondary' })}>
              {t(`${action}.toHome`)}
            </Link>
          </Outcome>
        )}
        {token && !request.isSuccess && !request.isError && (
          <>
            <p className="text-ink-muted">{t(`${action}.lead`)}</p>
            <Button
              size="lg"
              aria-disabled={request.isPending || undefined}
              className="self-start aria-disabled:cursor-wait aria-disabled:opacity-70"
              onClick={() => {
                if (!request.isPending) request.mutate(token);
              }}
            >
              <span aria-live="polite">
                {request.isPending ? t(`${action}.pending`) : t(`${action}.action`)}
              </span>
            </Button>
          </>
        )}
        {request.isSuccess && (
          <Outcome kind="success" title={t(`${action}.doneTitle`)} text={t(`${action}.doneText`)}>
            <Link to={home} className={buttonClassName({ variant: 'secondary' })}>
              {t(`${action}.toHome`)}
            </Link>
          </Outcome>
        )}
        {request.isError && (
          <Outcome kind="error" title={describeFailure(request.error)} text={t(`${action}.failedHint`)}>
            <Link
              to={action === 'confirm' ? `${home}#${earlyAccessSectionId}` : home}
              className={buttonClassName({ variant: 'secondary' })}
            >
              {action === 'confirm' ? t('confirm.toSignUp') : t('unsubscribe.toHome')}
            </Link>
          </Outcome>
        )}
      </div>
    </div>
  );
}

/** The result, announced (status or alert) and focused, since the button that had focus is gone. */
function Outcome({
  kind,
  title,
  text,
  children,
}: {
  kind: 'success' | 'error';
  title: string;
  text?: string;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const tone =
    kind === 'success'
      ? 'border-success-700/30 bg-success-50 text-success-700'
      : 'border-danger-700/30 bg-danger-50 text-danger-700';
  return (
    <div className="flex flex-col items-start gap-4">
      <div
        role={kind === 'success' ? 'status' : 'alert'}
        className={`w-full rounded-lg border px-4 py-3 ${tone}`}
      >
        <h2 ref={headingRef} tabIndex={-1} className="font-semibold focus:outline-none">
          {title}
        </h2>
        {text && <p className="mt-1 text-ink">{text}</p>}
      </div>
      {children}
    </div>
  );
}
