import { ShieldAlert } from 'lucide-react';
import { PageTitle } from '../../components/page-title';
import { Card } from '../../components/ui/card';
import { IconCardHeader } from '../../components/icon-card-header';

/** What a signed-in user without the admin flag sees on /admin (the server refuses them too). */
export function AdminOnlyCard() {
  return (
    <Card>
      <PageTitle title="Admin Dashboard" />
      <IconCardHeader
        layout="beside"
        icon={ShieldAlert}
        title="Administrators only"
        description="This area is for the administrators of this installation. Your account does not have access to it."
      />
    </Card>
  );
}
