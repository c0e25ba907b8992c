import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

/** The Content and Analytics tabs (part 2 §2: coming soon). */
export function ComingSoonTab({ title }: { title: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">{title}</h2>
        </CardTitle>
        <CardDescription>Coming soon.</CardDescription>
      </CardHeader>
    </Card>
  );
}
