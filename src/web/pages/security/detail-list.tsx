import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';

/** A card of labelled statements, as the server states them. */
export function DetailCard({
  title,
  description,
  details,
  children,
}: {
  title: string;
  description?: string;
  details: readonly { label: string; value: string }[];
  children?: ReactNode;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          {details.map((d) => (
            <div
              key={d.label}
              className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[12rem_1fr] sm:gap-4"
            >
              <dt className="text-sm font-semibold">{d.label}</dt>
              <dd className="text-muted-foreground text-sm">{d.value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </CardContent>
    </Card>
  );
}
