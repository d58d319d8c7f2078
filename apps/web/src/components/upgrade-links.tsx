import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getUpgradeHref, type UpgradePath } from '../lib/upgrade-paths';
import { buttonClassName } from './ui/button';

/*
 * The ways to more of the product that work here (lib/upgrade-paths.ts), for every upgrade prompt: the
 * report's documents, the plan's limits, a used-up month, an import refused. Texts in common.json.
 */

/** What each way gives, one line each. */
export function UpgradeHints({ ways, className }: { ways: readonly UpgradePath[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className ?? 'flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink'}>
      {ways.map((way) => (
        <li key={way}>{t(`upgrade.hints.${way}`)}</li>
      ))}
    </ul>
  );
}

/**
 * One link per way, the first as the main button. Without a wrapper, so a dialog's footer lays them out
 * with its own buttons; `isPrimaryLast` puts the main one where such a footer expects it.
 */
export function UpgradeLinks({
  ways,
  isSignedIn,
  isPrimaryLast = false,
}: {
  ways: readonly UpgradePath[];
  isSignedIn: boolean;
  isPrimaryLast?: boolean;
}) {
  const { t } = useTranslation();
  const links = ways.map((way, index) => (
    <Link
      key={way}
      to={getUpgradeHref(way, isSignedIn)}
      // Room for a label that wraps on a phone.
      className={buttonClassName({ variant: index === 0 ? 'primary' : 'secondary', className: 'py-2' })}
    >
      {t(`upgrade.actions.${way}`)}
    </Link>
  ));
  return <>{isPrimaryLast ? links.reverse() : links}</>;
}
