import { Link } from 'react-router';
import type { PublicUser } from '../../../domain/user';
import { BrandLogo } from '../brand-logo';
import { MaintenanceIndicator } from './maintenance-indicator';
import { MobileDrawer } from './mobile-drawer';
import { NotificationBell } from './notification-bell';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';
import { VaultSwitcher } from './vault-switcher';

/**
 * Top bar of every signed-in screen: drawer button and logo below lg, the vault switcher, the
 * search over everything the open vault may see, bell and account menu.
 */
export function AppHeader({ user }: { user: PublicUser }) {
  return (
    <header className="bg-background/90 supports-[backdrop-filter]:bg-background/75 sticky top-0 z-20 flex h-16 items-center gap-2 border-b px-3 backdrop-blur sm:px-6">
      <MobileDrawer />
      <Link to="/" className="rounded-md outline-none focus-visible:ring-2 lg:hidden">
        <BrandLogo />
      </Link>
      <div className="ml-auto flex min-w-0 items-center gap-1">
        <VaultSwitcher />
        <SearchBox />
        <MaintenanceIndicator isAdmin={user.isAdmin} />
        <NotificationBell />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
