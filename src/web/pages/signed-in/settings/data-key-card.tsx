import { ShieldAlert } from 'lucide-react';
import { NewKeyCard } from './new-key-card';

/** When a new data key is the thing to make: beside the Recovery Key card, told apart from it. */
export const DATA_KEY_WHEN =
  'Use this after a device you were signed in on is lost or stolen, or when your password may have been seen. If only your recovery key was lost or seen, make a new recovery key instead.';

/** What it does. */
export const DATA_KEY_DOES =
  'Make a new data key: your records and files are encrypted again under it, you get a new recovery key, and every other session is signed out.';

/** What it leaves as it is (the after key stays: docs/decisions/021; grants are sealed again). */
export const DATA_KEY_KEEPS =
  'It does not change your password, your records themselves, or the people you trust and what they can see. Letters & Wishes kept for after have a key of their own and stay as they are.';

/**
 * New data key for a suspected compromise (POST /api/account/rotate-key): when to use it, what
 * it does and what it leaves alone, so it is not mistaken for a new recovery key.
 */
export function DataKeyCard() {
  return (
    <NewKeyCard
      cardTitle="New data key"
      cardDescription={
        <>
          <span className="block">{DATA_KEY_WHEN}</span>
          <span className="mt-2 block">{DATA_KEY_DOES}</span>
          <span className="mt-2 block">{DATA_KEY_KEEPS}</span>
        </>
      }
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
