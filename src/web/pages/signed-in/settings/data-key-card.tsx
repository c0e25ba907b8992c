import { ShieldAlert } from 'lucide-react';
import { NewKeyCard } from './new-key-card';

/**
 * New data key for a suspected compromise (POST /api/account/rotate-key). What Letters & Wishes
 * keeps for after is sealed under the after key, which this does not change: the words say so.
 */
export function DataKeyCard() {
  return (
    <NewKeyCard
      cardTitle="New data key"
      cardDescription="Think someone has seen your password or recovery key, or lost a device you were signed in on? Make a new data key: your records and files are encrypted again under it (Letters & Wishes kept for after have a key of their own and stay as they are), you get a new recovery key, and every other session is signed out."
      buttonIcon={ShieldAlert}
      buttonLabel="Make a new data key"
      url="/api/account/rotate-key"
      title="Make a new data key?"
      description="Your records and files are encrypted again, which can take a moment; Letters & Wishes kept for after keep their own key. Your old recovery key stops working, and you are signed out everywhere except here. Enter your password to go on."
      confirmLabel="Make New Data Key"
      pendingLabel="Encrypting again..."
      keyDescription="Your details are now encrypted under a new data key. Your old recovery key no longer works: print a new Emergency Kit."
      failure="Failed to make a new data key"
      done={{
        title: 'New data key made',
        description: 'Your details were encrypted again and your other sessions were signed out.',
      }}
    />
  );
}
