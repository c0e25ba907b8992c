import { useState } from 'react';
import { Menu } from 'lucide-react';
import { useSiteInfo } from '../../lib/site-info';
import { Button } from '../ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../ui/sheet';
import { BrandMarkIcon } from '../brand-logo';
import { NavList } from './nav-list';
import { SecuredNote } from './secured-note';

/** Header menu button below lg: opens the navigation in a left drawer that closes on a click. */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const { applicationName } = useSiteInfo();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent
        side="left"
        className="bg-sidebar text-sidebar-foreground border-sidebar-border w-72 gap-0 p-0 sm:max-w-72"
      >
        {/* Wraps, clear of the close button, when the text is large. */}
        <div className="flex min-h-16 shrink-0 flex-wrap items-center gap-x-2.5 gap-y-1 py-3 pr-14 pl-5">
          <BrandMarkIcon />
          <SheetTitle className="font-display text-xl font-semibold tracking-tight text-white">
            {applicationName}
          </SheetTitle>
          <span className="bg-gold text-gold-foreground rounded px-1.5 py-0.5 text-xs font-bold tracking-wide">
            PROFESSIONAL
          </span>
        </div>
        <SheetDescription className="sr-only">Go to an area of {applicationName}</SheetDescription>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
          <NavList onNavigate={() => setOpen(false)} />
        </nav>
        <SecuredNote />
      </SheetContent>
    </Sheet>
  );
}
