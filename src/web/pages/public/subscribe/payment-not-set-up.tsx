import { Info } from 'lucide-react';

/** What a self-hosted server says instead of a card form: nothing here can charge a card. */
export function PaymentNotSetUp() {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Online payment is not set up on this server.</p>
        <p className="mt-1">
          No card can be charged here. This server applies no plan limits, so your account keeps
          working without a subscription.
        </p>
      </div>
    </div>
  );
}
