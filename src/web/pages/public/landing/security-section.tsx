import {
  Archive,
  EyeOff,
  KeyRound,
  LockKeyhole,
  ScrollText,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import { AI_PROVIDER_NOTICE } from '../../../../domain/assistant/texts';
import { useSiteInfo } from '../../../lib/site-info';
import { FeatureTile } from '../../../components/marketing/feature-tile';
import { MarketingSection } from '../../../components/marketing/marketing-section';

// Each sentence here is true of the code (server/crypto/key-ring.ts; what stays unencrypted:
// server/security-info/field-storage.ts; who else can open what: GRANT_DECRYPTION in
// domain/trusted-people.ts). It says nothing "zero-knowledge": the server decrypts while you, or
// a trusted person you confirmed, are signed in; it cannot open your data on its own.
const ITEMS: { icon: LucideIcon; title: string; text: string; wide?: boolean }[] = [
  {
    icon: LockKeyhole,
    title: 'Only You, and the People You Trust, Can Open Your Data',
    text: `Your records are encrypted under a key of your own, locked by your password and by a recovery key you keep. If you add trusted people, each can also open the parts you share with them, signed in with their own password: family from the day you confirm them, an executor only once you approve or the waiting period passes. Staff and backups cannot read the encrypted details. While you, or a person you trust, are signed in, the server decrypts the records to show them. ${AI_PROVIDER_NOTICE}`,
    wide: true,
  },
  {
    icon: KeyRound,
    title: 'AES-256-GCM Encryption',
    text: 'The details you type into your records (names, addresses, account and policy numbers, medical details, notes) are encrypted at rest with AES-256-GCM. Amounts, dates, choices picked from a list, and your own name, email address and username are stored unencrypted, so totals, reminders and sign-in work. The Security Center lists every field.',
  },
  {
    icon: Smartphone,
    title: 'Two-Factor Sign-In',
    text: 'Add a 6-digit code from an authenticator app to your password, with single-use recovery codes in case you lose your phone. Administrators can require it for every account.',
  },
  {
    icon: ScrollText,
    title: 'Audit Logging with IP Tracking',
    text: 'Sign-ins, failed sign-ins, every change, upload, download and export are logged with the time, IP address and device, never with the contents of your records.',
  },
  {
    icon: Archive,
    title: 'Secure Document Vault',
    text: 'Uploaded files and their original names are encrypted before they are stored. Only you can download them, and any trusted person you have shared your documents with; a file attached to a letter in Letters & Wishes also reaches the people the letter names, once your executor’s access opens.',
  },
];

export function SecuritySection() {
  const { applicationName } = useSiteInfo();
  return (
    <MarketingSection
      id="security"
      titleId="security-title"
      inverted
      eyebrow="Security"
      title="Protected Like It Matters, Because It Does"
      lead={`Your family's most private information deserves more than a password. Here is exactly what ${applicationName} does to keep it safe.`}
      className="bg-[#0f1b33] py-20 text-white sm:py-24"
    >
      <div className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {ITEMS.map(({ icon, title, text, wide }) => (
          <FeatureTile
            key={title}
            inverted
            icon={icon}
            tint="bg-gold/15 text-gold"
            title={title}
            text={text}
            className={
              wide
                ? 'border-gold/30 bg-gold/[0.07] md:col-span-2'
                : 'border-white/10 bg-white/[0.04]'
            }
          />
        ))}
      </div>
      <p className="mx-auto mt-10 flex max-w-3xl items-start justify-center gap-3 rounded-xl border border-gold/25 bg-gold/10 px-5 py-4 text-sm text-slate-200 sm:items-center">
        <EyeOff className="mt-0.5 size-5 shrink-0 text-gold sm:mt-0" aria-hidden="true" />
        Staff tools never show the contents of your records: administrators manage accounts, not
        what you keep in them.
      </p>
    </MarketingSection>
  );
}
