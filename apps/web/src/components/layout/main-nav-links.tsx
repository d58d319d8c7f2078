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
                'flex min-h-11 items-center rounded-lg px-3 font-medium transition-colors',
                isStacked ? 'text-base' : 'text-[0.95rem]',
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
