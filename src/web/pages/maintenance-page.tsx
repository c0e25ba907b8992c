import { Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { MAINTENANCE_MESSAGE } from '../../domain/admin';
import { PageTitle } from '../components/page-title';
import { Card, CardContent } from '../components/ui/card';
import { IconCardHeader } from '../components/icon-card-header';
import { useAuth } from '../lib/auth';
import { useSiteInfo } from '../lib/site-info';
import { CenteredLayout } from '../components/layout/centered-layout';

/**
 * What everyone but an admin sees while maintenance mode is on. The page re-asks the server
 * every 30 s (useSiteInfo) and gives way to the app as soon as maintenance ends.
 */
export default function MaintenancePage() {
  const { applicationName, supportEmail } = useSiteInfo();
  const { user } = useAuth();
  return (
    <CenteredLayout>
      <PageTitle title="Down for maintenance" />
      <Card>
        <IconCardHeader
          layout="beside"
          icon={Wrench}
          title={`${applicationName} is down for maintenance`}
          description={MAINTENANCE_MESSAGE}
        />
        <CardContent className="text-muted-foreground grid gap-2 text-sm">
          <p>
            Your records are safe and unchanged.
            {supportEmail && (
              <>
                {' '}
                Questions? Write to{' '}
                <a className="text-foreground underline" href={`mailto:${supportEmail}`}>
                  {supportEmail}
                </a>
                .
              </>
            )}
          </p>
          {!user && (
            <p>
              Administrator?{' '}
              <Link className="text-foreground underline" to="/auth">
                Sign in
              </Link>
            </p>
          )}
        </CardContent>
      </Card>
    </CenteredLayout>
  );
}
