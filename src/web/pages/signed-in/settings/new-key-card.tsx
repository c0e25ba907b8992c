import { useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { toast } from '../../../hooks/use-toast';
import { PasswordThenKeyDialog, type PasswordThenKeyDialogProps } from './password-then-key-dialog';

/** What a new-key card says, and what its dialog asks and toasts. */
export interface NewKeyCardProps extends Omit<
  PasswordThenKeyDialogProps,
  'open' | 'onOpenChange' | 'onDone'
> {
  cardTitle: string;
  cardDescription: ReactNode;
  buttonIcon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  buttonLabel: string;
  /** The toast once the server has made the key. */
  done: { title: string; description: string };
}

/** An Account Settings card whose button asks for the password, then shows a new recovery key. */
export function NewKeyCard({
  cardTitle,
  cardDescription,
  buttonIcon: Icon,
  buttonLabel,
  done,
  ...dialog
}: NewKeyCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{cardTitle}</CardTitle>
        <CardDescription>{cardDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <Icon aria-hidden="true" /> {buttonLabel}
        </Button>
        <PasswordThenKeyDialog
          {...dialog}
          open={open}
          onOpenChange={setOpen}
          onDone={() => toast(done)}
        />
      </CardContent>
    </Card>
  );
}
