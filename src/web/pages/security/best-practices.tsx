import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useSiteInfo } from '../../lib/site-info';
import { placeName } from '../../../domain/navigation';

/** Advice for the person, not claims about the server: what they can do to stay safe. */
const practices = (applicationName: string) =>
  [
    {
      title: 'Use a long, unique password',
      text: 'A passphrase of several words that you use nowhere else. Change it in Account Settings if you think it has been seen.',
      link: { to: '/settings', label: 'Account Settings' },
    },
    {
      title: 'Turn on two-factor sign-in',
      text: 'With it, a stolen password alone cannot open your account: signing in also asks for a code from an authenticator app on your phone. Keep the recovery codes it gives you somewhere safe.',
      link: { to: '/settings', label: 'Set it up in Account Settings' },
    },
    {
      title: 'Keep your recovery key safe',
      text: 'Your password or your recovery key is what opens your encrypted records for you (a trusted person you confirm opens only what you share, with their own password). If you forget your password and reset it without the recovery key, your records stay locked until you find the key or remember the old password.',
    },
    {
      title: 'Sign out on shared computers',
      text: 'Sessions end by themselves after a few idle hours, but signing out ends them at once. "Sign out everywhere" ends every session you have.',
      link: { to: '/settings', label: 'Manage sessions' },
    },
    {
      title: 'Enter only what your family needs',
      text: 'For bank accounts the last 4 digits are usually enough to find an account; your heirs can ask the bank for the rest.',
    },
    {
      title: 'Keep printed reports safe',
      text: 'Reports mask account and Social Security numbers unless you ask for them in full. Store any printed copy as you would the originals.',
      link: { to: '/advanced-reporting', label: placeName('/advanced-reporting') },
    },
    {
      title: 'Tell someone where to look',
      text: `Encryption protects your records from strangers; make sure the people who will need them know that ${applicationName} exists and how to reach it.`,
    },
  ] as const;

/** The best-practices tab. Links lead to signed-in screens (a visitor is asked to sign in). */
export function BestPractices() {
  const { applicationName } = useSiteInfo();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {practices(applicationName).map((p) => (
        <Card key={p.title} className="gap-3">
          <CardHeader>
            <CardTitle className="text-base">{p.title}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            <p className="text-muted-foreground">{p.text}</p>
            {'link' in p && (
              <Link
                to={p.link.to}
                className="text-primary w-fit font-medium underline-offset-4 hover:underline"
              >
                {p.link.label}
              </Link>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
