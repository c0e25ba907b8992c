import { importSources } from '../../../../domain/imports/import-sources';

/** What Import takes: what the person has, then its formats in a smaller second line. */
export function ImportSourceList({ applicationName }: { applicationName: string }) {
  return (
    <ul className="grid gap-2" aria-label="What you can bring in">
      {importSources(applicationName).map(({ have, formats }) => (
        <li key={have} className="grid gap-0.5">
          <span className="text-foreground font-medium">{have}</span>
          <span className="text-xs">{formats}</span>
        </li>
      ))}
    </ul>
  );
}
