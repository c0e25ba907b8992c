import { Link, useNavigate } from 'react-router';
import {
  CreditCard,
  LogOut,
  Presentation,
  Settings,
  SlidersHorizontal,
  Trash2,
} from 'lucide-react';
import { userDisplayName, type PublicUser } from '../../../domain/user';
import { useAuth } from '../../lib/auth';
import { useVault } from '../../lib/vault';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { UserAvatar } from './user-avatar';

/** Avatar button with the account menu: who is signed in, their plan, settings and Sign Out. */
export function UserMenu({ user }: { user: PublicUser }) {
  const { logoutMutation } = useAuth();
  const navigate = useNavigate();
  const vault = useVault();
  const signOut = () =>
    logoutMutation.mutate(undefined, {
      // Client-side, so the 'Logged out' toast stays visible on the landing page.
      onSuccess: () => navigate('/', { replace: true }),
    });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label="Account menu">
          <UserAvatar user={user} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 py-2 font-normal">
          <UserAvatar user={user} className="size-10 text-sm" />
          <div className="min-w-0">
            <p className="text-sm font-semibold break-words">{userDisplayName(user)}</p>
            {user.email && (
              <p className="text-muted-foreground text-xs break-words">{user.email}</p>
            )}
            <Badge variant="secondary" className="mt-1.5">
              {user.plan.label}
            </Badge>
          </div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* In someone's vault these are still about one's own account: said so. */}
        {vault && (
          <DropdownMenuLabel className="text-muted-foreground text-xs font-normal">
            Your own account
          </DropdownMenuLabel>
        )}
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings /> Account Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/preferences">
            <SlidersHorizontal /> Preferences
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/recently-deleted">
            <Trash2 /> Recently deleted
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/pricing">
            <CreditCard /> Pricing &amp; Plans
          </Link>
        </DropdownMenuItem>
        {/* Presenting is the owner's; in someone's vault it would show one's own records. */}
        {!vault && (
          <DropdownMenuItem asChild>
            <Link to="/presentation">
              <Presentation /> Presentation Mode
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logoutMutation.isPending} onSelect={signOut}>
          <LogOut /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
