import { Link } from 'react-router';
import { Compass, Home } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Card, CardFooter } from '../components/ui/card';
import { IconCardHeader } from '../components/icon-card-header';
import { CenteredLayout } from '../components/layout/centered-layout';

/** Any path no route matches (part 1 §2): the spec's '404 Page Not Found' card. */
export default function NotFoundPage() {
  return (
    <CenteredLayout>
      <Card className="shadow-lg">
        <IconCardHeader
          icon={Compass}
          tone="muted"
          title="404 Page Not Found"
          description="The page you are looking for does not exist or has moved."
        />
        <CardFooter>
          <Button asChild size="lg" className="w-full">
            <Link to="/">
              <Home aria-hidden="true" /> Go to Home
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}
