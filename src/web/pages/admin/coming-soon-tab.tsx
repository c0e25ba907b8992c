import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

/** The Content and Analytics tabs (part 2 §2: coming soon). */
export function ComingSoonTab({ title }: { title: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>Coming soon.</CardDescription>
      </CardHeader>
    </Card>
  );
}
