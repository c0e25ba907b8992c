import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardFooter } from '../../../components/ui/card';
import { IconCardHeader } from '../../../components/icon-card-header';

/** Shown when /reset-password is opened without a token (part 1 §2). */
export function InvalidResetLink() {
  return (
    <Card className="shadow-lg">
      <IconCardHeader
        icon={TriangleAlert}
        tone="destructive"
        title="Invalid Reset Link"
        description="The password reset link is invalid or has expired."
      />
      <CardFooter>
        <Button asChild size="lg" className="w-full">
          <Link to="/auth">Return to Login</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
