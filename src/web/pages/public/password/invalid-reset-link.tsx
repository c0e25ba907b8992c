import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';

/** Shown when /reset-password is opened without a token (part 1 §2). */
export function InvalidResetLink() {
  return (
    <Card className="shadow-lg">
      <CardHeader className="text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </span>
        <CardTitle>
          <h1 className="mt-2 font-display text-2xl font-semibold tracking-tight">
            Invalid Reset Link
          </h1>
        </CardTitle>
        <CardDescription>The password reset link is invalid or has expired.</CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild size="lg" className="w-full">
          <Link to="/auth">Return to Login</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
