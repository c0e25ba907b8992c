import { expect, it } from 'vitest';
import type { PublicUser } from '../domain/user';
import { preloadPages, renderSignedIn, SIGNED_IN_PATHS } from './signed-in-render-entry';

// The server renders each signed-in screen once its page is loaded (preloadPages at start). A
// page left out of the preload renders as a boundary the browser has to render again, and React
// reports that as error #419 on the first cold load (the request page did: issue 28).

const user: PublicUser = {
  id: '00000000-0000-4000-8000-000000000001',
  username: 'ann',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  profileImageUrl: null,
  isAdmin: false,
  isActive: true,
  theme: 'system',
  textSize: 'standard',
  gettingStartedHidden: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLogin: null,
  plan: {
    planKey: null,
    status: 'active',
    trialEndsAt: null,
    currentPeriodEnd: null,
    label: 'Free',
  },
  twoFactorEnabled: false,
  mustEnrolTwoFactor: false,
  emailConfirmed: true,
  pendingEmail: null,
  emailTaken: false,
};

it('renders every signed-in path on the server, none left to the browser', async () => {
  await preloadPages();
  for (const path of SIGNED_IN_PATHS) {
    const url = path.replace(':id', '00000000-0000-4000-8000-000000000002');
    const { html } = renderSignedIn(url, [[['/api/user'], user]]);
    expect(html, path).not.toContain('<!--$!-->');
  }
}, 60_000);
