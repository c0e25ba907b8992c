import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import type { RecordKindKey } from '../../domain/records';
import { Button } from '../components/ui/button';
import { useVault } from '../lib/vault';

/**
 * The Import button of an area's screen (the record lists and the estate checklist): opens
 * /import for that area. Imports go into one's own records only, never into a vault someone
 * shared, so it is absent there.
 */
export function ImportButton({ kindKey }: { kindKey: RecordKindKey }) {
  const vault = useVault();
  if (vault) return null;
  return (
    <Button asChild variant="outline">
      <Link to={`/import?area=${kindKey}`}>
        <Upload aria-hidden="true" /> Import
      </Link>
    </Button>
  );
}
