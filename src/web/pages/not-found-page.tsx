import { Link } from 'react-router';
import { Compass, Home } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { CenteredLayout } from './public/centered-layout';

/** Any path no route matches (part 1 §2): the spec's '404 Page Not Found' card. */
export default function NotFoundPage() {
  return (
    <CenteredLayout>
      <Card className="shadow-lg">
        <CardHeader className="text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Compass className="size-6" aria-hidden="true" />
          </span>
          <CardTitle>
            <h1 className="mt-2 font-display text-2xl font-semibold tracking-tight">
              404 Page Not Found
            </h1>
          </CardTitle>
          <CardDescription>
            The page you are looking for does not exist or has moved.
          </CardDescription>
        </CardHeader>
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
