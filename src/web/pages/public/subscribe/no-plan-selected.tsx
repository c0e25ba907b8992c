import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';

/** /subscribe without one of the six plan keys (part 2 §5). */
export function NoPlanSelected() {
  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle as="h1">No Plan Selected</CardTitle>
        <CardDescription>Choose a plan on the pricing page to subscribe.</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild>
          <Link to="/pricing">View Pricing Plans</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
