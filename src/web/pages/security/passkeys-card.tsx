import { PASSKEY_SECURITY } from '../../../domain/passkey-words';
import { DetailCard } from './detail-list';

/** "Passkeys": what a passkey can open and what the server keeps (docs/decisions/031). */
export default function PasskeysSecurityCard() {
  return (
    <DetailCard
      title="Passkeys"
      description="Signing in with a fingerprint, face or screen lock, and what that opens."
      details={PASSKEY_SECURITY.map(({ label, text }) => ({ label, value: text }))}
    />
  );
}
