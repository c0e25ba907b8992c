import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Check, Lightbulb, Smartphone } from 'lucide-react';
import type { SecurityInfo } from '../../../../domain/security-info';
import { SECURITY_IN_PLAIN_WORDS } from '../../../../domain/security-summary';
import { Card, CardContent, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useSiteInfo } from '../../../lib/site-info';
import { HELP_RESOURCES, TIPS } from './guide-content';

const linkClass = 'text-primary font-medium underline-offset-4 hover:underline';

/**
 * The security section: the Security Centre's plain first lines (one voice), then the feature
 * list, read from the server so it says only what is true of it.
 */
export function SecurityList() {
  const query = useQuery<SecurityInfo>({ queryKey: ['/api/security'] });
  return (
    <Card>
      <CardContent className="grid gap-3">
        <ul className="grid list-disc gap-1.5 pl-5 text-sm">
          {SECURITY_IN_PLAIN_WORDS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {query.data ? (
          <ul className="grid gap-2 sm:grid-cols-2">
            {query.data.features.map((f) => (
              <li key={f} className="flex gap-2 text-sm">
                <Check aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
                {f}
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <p className="text-muted-foreground text-sm">The security details could not be loaded.</p>
        ) : (
          <Spinner label="Loading security details..." className="justify-start" />
        )}
        <p className="text-sm">
          The{' '}
          <Link to="/security" className={linkClass}>
            Security Center
          </Link>{' '}
          explains each in detail.
        </p>
      </CardContent>
    </Card>
  );
}

const mobileNotes = (applicationName: string) => [
  'Every screen works in a phone or tablet browser; the menu button at the top opens every area.',
  `Install ${applicationName} on your home screen from your browser's menu (Install app, or Add to Home Screen) to open it like an app.`,
  'Offline viewing of previously loaded data: turn on "Keep an offline copy on this device" in Preferences. Screens you have opened then still show their data without a connection, read-only, under an Offline banner.',
  'The offline copy stays in that browser only. It is erased when you sign out or turn the option off, so keep it to devices only you use.',
];

/** Mobile access notes, including the opt-in offline copy. */
export function MobileNotes() {
  const { applicationName } = useSiteInfo();
  return (
    <Card>
      <CardContent className="grid gap-3">
        <ul className="grid gap-2.5">
          {mobileNotes(applicationName).map((note) => (
            <li key={note} className="flex gap-2 text-sm">
              <Smartphone aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
              {note}
            </li>
          ))}
        </ul>
        <Link to="/preferences" className={`${linkClass} w-fit text-sm`}>
          Open Preferences
        </Link>
      </CardContent>
    </Card>
  );
}

/** The four tips. */
export function Tips() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {TIPS.map((tip) => (
        <Card key={tip.title} className="gap-2 p-5">
          <CardTitle as="h3" className="flex items-center gap-2">
            <Lightbulb aria-hidden="true" className="text-gold size-4 shrink-0" /> {tip.title}
          </CardTitle>
          <p className="text-muted-foreground text-sm">{tip.text}</p>
        </Card>
      ))}
    </div>
  );
}

/** Where to turn next. */
export function HelpResources() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {HELP_RESOURCES.map((r) => (
        <Card key={r.path} className="gap-2 p-5">
          <Link to={r.path} className={`${linkClass} text-base`}>
            {r.title}
          </Link>
          <p className="text-muted-foreground text-sm">{r.text}</p>
        </Card>
      ))}
    </div>
  );
}
