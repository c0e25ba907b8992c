import { KeyRound } from 'lucide-react';
import { NewKeyCard } from './new-key-card';

/** Recovery Key: make a new one (POST /api/account/recovery-key); the old one stops working. */
export function RecoveryKeyCard() {
  return (
    <NewKeyCard
      cardTitle="Recovery Key"
      cardDescription="Your recovery key opens your encrypted details if you forget your password. Lost it, or think someone else has seen it? Make a new one: the old key stops working at once, and nothing else changes."
      buttonIcon={KeyRound}
      buttonLabel="Make a new recovery key"
      url="/api/account/recovery-key"
      title="Make a new recovery key?"
      description="Your current recovery key, and any Emergency Kit printed with it, will stop working. Enter your password to go on."
      confirmLabel="Make New Key"
      pendingLabel="Making key..."
      keyDescription="Your old recovery key no longer works. Print a new Emergency Kit and destroy the old one."
      failure="Failed to make a new recovery key"
      done={{
        title: 'New recovery key made',
        description: 'Your old recovery key no longer works.',
      }}
    />
  );
}
