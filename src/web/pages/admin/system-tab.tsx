import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Send, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../hooks/use-toast';
import { apiRequest } from '../../lib/api';
import { ADMIN_KEYS, toastFailure } from './admin-queries';
import { importDataFile } from './data-transfer';
import { ExportPasswordDialog } from './export-password-dialog';
import { LogList } from './log-list';

/** System tab: broadcast to all users, export accounts, import a backup, and the log list. */
export function SystemTab() {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [exportOpen, setExportOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const broadcast = useMutation({
    mutationFn: (text: string) =>
      apiRequest('POST', '/api/admin/system-message', { message: text }),
    onSuccess: () => {
      setMessage('');
      void queryClient.invalidateQueries({ queryKey: ['/api/notifications'] });
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.logs });
      toast({ title: 'Success', description: 'System message sent to all users' });
    },
    onError: (error) => toastFailure(error, 'Failed to send system message'),
  });
  const importing = useMutation({
    mutationFn: importDataFile,
    onSuccess: (summary) => {
      void queryClient.invalidateQueries();
      toast({ title: 'Success', description: summary });
    },
    onError: (error) => toastFailure(error, 'Failed to import data'),
  });

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>System Message</CardTitle>
          <CardDescription>
            Sent to every user as a notification in their header bell.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Textarea
            aria-label="Message to all users"
            placeholder="Enter a message to send to all users..."
            value={message}
            maxLength={2000}
            onChange={(e) => setMessage(e.target.value)}
          />
          <Button
            className="w-fit"
            disabled={!message.trim() || broadcast.isPending}
            onClick={() => broadcast.mutate(message.trim())}
          >
            <Send /> Send Message
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Data Management</CardTitle>
          <CardDescription>
            Export every account&apos;s details and record counts (never passwords, keys or
            contents), or import a backup from another server with the same server key: its accounts
            are added, without administrator rights.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setExportOpen(true)}>
            <Download /> Export Data
          </Button>
          <ExportPasswordDialog open={exportOpen} onOpenChange={setExportOpen} />
          <Button
            variant="outline"
            disabled={importing.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <Upload /> {importing.isPending ? 'Importing...' : 'Import Data'}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,application/gzip,.json,.gz"
            className="hidden"
            aria-label="Import file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) importing.mutate(file);
            }}
          />
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>System Logs</CardTitle>
          <CardDescription>
            The audit log, newest first, refreshed every 10 seconds. It cannot be edited or deleted.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LogList />
        </CardContent>
      </Card>
    </div>
  );
}
