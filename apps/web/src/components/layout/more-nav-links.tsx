import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { listMoreNavGroups } from './more-nav-access';

/**
 * The "More" links the user may follow, in their groups, each list named by its heading: in the header's
 * menu and in the mobile menu.
 */
export function MoreNavLinks({
  isStacked = false,
  onNavigate,
}: {
  isStacked?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const groups = listMoreNavGroups(useAuth().user);
  return (
    <div className={cn('flex flex-col', isStacked ? 'gap-4' : 'gap-2')}>
      {groups.map(({ group, items }) => (
        <div key={group} className="flex flex-col gap-1">
          <p
            id={`${id}-${group}`}
            className="px-3 pt-1 text-xs font-semibold tracking-wide text-ink-muted uppercase"
          >
            {t(`nav.moreGroups.${group}`)}
          </p>
          <ul aria-labelledby={`${id}-${group}`} className="flex flex-col gap-0.5">
            {items.map(({ route }) => (
              <li key={route}>
                <NavLink
                  to={paths[route].getHref()}
                  end
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors',
                      isStacked ? 'text-base' : 'text-[0.95rem]',
                      isActive
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-ink hover:bg-brand-50 hover:text-brand-800',
                    )
                  }
                >
                  {t(`nav.moreLinks.${route}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
