import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';

/** The admin IP allowlist (the spec's 'IP whitelist') and the View Access Logs button. */
export function AllowlistCard({
  saved,
  yourIpAddress,
  saving,
  onSave,
  onViewAccessLogs,
}: {
  saved: string;
  yourIpAddress: string;
  saving: boolean;
  onSave: (allowlist: string) => void;
  onViewAccessLogs: () => void;
}) {
  const [allowlist, setAllowlist] = useState(saved);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Access Control</CardTitle>
        <CardDescription>
          Admin routes answer only from these addresses. Empty allows any address.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-2">
          <Label htmlFor="ip-whitelist">IP Whitelist</Label>
          <Textarea
            id="ip-whitelist"
            aria-describedby="ip-whitelist-hint"
            placeholder={'203.0.113.0/24\n198.51.100.7'}
            value={allowlist}
            onChange={(e) => setAllowlist(e.target.value)}
            className="font-mono"
          />
          <p id="ip-whitelist-hint" className="text-muted-foreground text-xs">
            One address or CIDR range per line. Your address: {yourIpAddress}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button disabled={saving || allowlist === saved} onClick={() => onSave(allowlist)}>
            Save IP Whitelist
          </Button>
          <Button variant="outline" onClick={onViewAccessLogs}>
            View Access Logs
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
