import {
  Archive,
  EyeOff,
  KeyRound,
  LockKeyhole,
  ScrollText,
  Smartphone,
  type LucideIcon,
} from 'lucide-react';
import { useSiteInfo } from '../../../lib/site-info';
import { FeatureTile } from '../../../components/marketing/feature-tile';
import { SectionHeading } from '../../../components/marketing/section-heading';

// DESIGN.md principle 1: each sentence here is implemented (see "Security model" and
// server/crypto/key-ring.ts; what stays unencrypted: server/security-info/field-storage.ts). It says nothing "zero-knowledge": the server decrypts while you are
// signed in; what it cannot do is open your data without your password or recovery key.
const ITEMS: { icon: LucideIcon; title: string; text: string; wide?: boolean }[] = [
  {
    icon: LockKeyhole,
    title: 'Your Password or Recovery Key Opens Your Data',
    text: 'Your records are encrypted under a key of your own, stored only locked by your password and by a recovery key you keep. Staff and backups cannot read the encrypted details: decrypting them needs your password or your recovery key. While you are signed in, the server decrypts your records to show them to you.',
    wide: true,
  },
  {
    icon: KeyRound,
    title: 'AES-256-GCM Encryption',
    text: 'Everything you type (names, addresses, account and policy numbers, medical details, notes) is encrypted at rest with AES-256-GCM. Amounts, dates such as dates of birth, and choices picked from a list, such as the bank or the document type, are stored unencrypted so totals, sorting and reminders work: the Security Center lists every field.',
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
    text: 'Uploaded files and their original names are encrypted before they are stored, and only your signed-in account can download them.',
  },
];

export function SecuritySection() {
  const { applicationName } = useSiteInfo();
  return (
    <section
      id="security"
      aria-labelledby="security-title"
      className="bg-[#0f1b33] py-20 text-white sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="security-title"
          inverted
          eyebrow="Security"
          title="Protected Like It Matters, Because It Does"
          lead={`Your family's most private information deserves more than a password. Here is exactly what ${applicationName} does to keep it safe.`}
        />
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
      </div>
    </section>
  );
}
