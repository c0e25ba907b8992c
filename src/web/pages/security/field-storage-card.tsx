import type { SecurityInfo } from '../../../domain/security-info';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';

/**
 * Each record area's fields, encrypted or stored plain, exactly as the server stores them (the
 * server builds the list from the same record descriptions that build its tables).
 */
export function FieldStorageCard({ areas }: { areas: SecurityInfo['fieldStorage'] }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>What is encrypted, field by field</CardTitle>
        <CardDescription>
          Encrypted fields open only with your password or recovery key, or, for the areas you
          share, for a trusted person you confirmed. Unencrypted fields are readable by anyone
          holding the database or a backup.
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Area
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Encrypted
              </th>
              <th scope="col" className="py-2 font-semibold">
                Not encrypted
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {areas.map((a) => (
              <tr key={a.key} className="align-top" data-testid={`storage-${a.key}`}>
                <th scope="row" className="py-2 pr-4 font-medium">
                  {a.area}
                </th>
                <td className="text-muted-foreground py-2 pr-4">{a.sealed.join(', ') || 'None'}</td>
                <td className="text-muted-foreground py-2">{a.plain.join(', ') || 'None'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
