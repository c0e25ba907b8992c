import { Link, useLocation } from 'react-router';
import { NAV_ITEMS } from '../../../domain/navigation';
import { cn } from '../../lib/utils';
import { useVault } from '../../lib/vault';
import { NAV_ICONS } from './nav-icons';
import { shownInVault } from './vault-paths';

/** True when `pathname` is inside the area at `path` ('/' only matches itself). */
export function isActivePath(pathname: string, path: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(path + '/');
}

interface NavListProps {
  /** Called after a link is clicked (the drawer closes itself with it). */
  onNavigate?: () => void;
}

/**
 * The signed-in areas as links, styled for the navy sidebar surface, in the one wording the
 * sidebar and the drawer share (domain/navigation.ts). In someone's vault only
 * the areas they shared and the screens built from records (vault-paths.ts).
 */
export function NavList({ onNavigate }: NavListProps) {
  const { pathname } = useLocation();
  const vault = useVault();
  const items = vault ? NAV_ITEMS.filter((item) => shownInVault(vault, item.path)) : NAV_ITEMS;
  return (
    <ul className="flex flex-col gap-0.5">
      {items.map((item) => {
        const Icon = NAV_ICONS[item.path];
        const active = isActivePath(pathname, item.path);
        return (
          <li key={item.path}>
            <Link
              to={item.path}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'group flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none',
                'focus-visible:ring-sidebar-ring focus-visible:ring-2',
                active
                  ? 'bg-sidebar-accent text-sidebar-accent-foreground shadow-sm'
                  : 'text-sidebar-foreground/80 hover:bg-sidebar-accent/60 hover:text-sidebar-accent-foreground',
              )}
            >
              <Icon
                aria-hidden="true"
                className={cn(
                  'size-4 shrink-0',
                  active ? 'text-sidebar-primary' : 'opacity-75 group-hover:opacity-100',
                )}
              />
              {/* Wraps rather than cuts off: labels stay whole at every text size. */}
              <span className="min-w-0 break-words">{item.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
