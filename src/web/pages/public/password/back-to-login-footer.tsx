import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CardFooter } from '../../../components/ui/card';

/** The 'Back to Login' link closing every password-recovery card. */
export function BackToLoginFooter() {
  return (
    <CardFooter className="justify-center">
      <Button asChild variant="link" className="text-muted-foreground">
        <Link to="/auth">
          <ArrowLeft aria-hidden="true" /> Back to Login
        </Link>
      </Button>
    </CardFooter>
  );
}
