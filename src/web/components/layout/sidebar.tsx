import { Link } from 'react-router';
import { BrandLogo } from '../brand-logo';
import { NavList } from './nav-list';
import { SecuredNote } from './secured-note';

/** Desktop navigation (lg and up): logo, the 20 areas, and the encryption note. */
export function Sidebar() {
  return (
    <aside className="bg-sidebar text-sidebar-foreground border-sidebar-border fixed inset-y-0 left-0 z-30 hidden w-72 flex-col border-r lg:flex">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link
          to="/"
          className="focus-visible:ring-sidebar-ring rounded-md text-white outline-none focus-visible:ring-2"
        >
          <BrandLogo />
        </Link>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
        <NavList />
      </nav>
      <SecuredNote />
    </aside>
  );
}
