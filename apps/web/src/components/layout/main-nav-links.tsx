import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { mainNavItems } from './nav-items';

export function MainNavLinks({
  isStacked = false,
  onNavigate,
}: {
  isStacked?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={cn('flex', isStacked ? 'flex-col gap-1' : 'items-center gap-1')}>
      {mainNavItems.map((item) => (
        <li key={item.route}>
          <NavLink
            to={paths[item.route].getHref()}
            end
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center rounded-lg font-medium transition-colors',
                // Narrower between 1024 and 1280 px, so the links and "More" fit on one line beside the
                // account's buttons.
                isStacked ? 'px-3 text-base' : 'px-2 text-[0.95rem] whitespace-nowrap xl:px-3',
                isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-brand-50 hover:text-brand-800',
              )
            }
          >
            {t(`nav.${item.label}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
