/**
 * What the Security Centre and the User Guide say about passkeys (docs/decisions/031), in one
 * place so the two never disagree.
 */

/** The Security Centre's "Passkeys" card: what a passkey opens and what the server keeps. */
export const PASSKEY_SECURITY: ReadonlyArray<{ label: string; text: string }> = [
  {
    label: 'What a passkey opens',
    text: 'A passkey signs you in. On a phone or computer that supports it (the PRF extension), it also opens your encrypted records, as your password does: it unlocks the same keys, and nothing more.',
  },
  {
    label: 'What the server keeps',
    text: "Each passkey's public key, name, use counter and when it was added and last used, and a copy of your keys locked under a secret only that device can make, combined with the server's key. That secret is never stored: the database and the server's key together open nothing without your device.",
  },
  {
    label: 'Two-factor',
    text: 'A passkey that checks it is you (fingerprint, face or screen lock) counts as two factors, and can confirm exports and other sensitive steps instead of your password. One that does not check never replaces two-factor sign-in.',
  },
  {
    label: 'When your password is asked once',
    text: 'A passkey that cannot open records, or one added before your records were given a new key, signs you in and then asks for your password once to open them.',
  },
  {
    label: 'Removing one',
    text: 'Removing a passkey ends every session it started; your password and recovery key keep working as before.',
  },
];

/** The User Guide's steps for adding a passkey, on a phone and on a computer. */
export const PASSKEY_GUIDE_STEPS: ReadonlyArray<{ device: string; steps: string[] }> = [
  {
    device: 'On a phone (iPhone or Android)',
    steps: [
      'Sign in on the phone, open Account Settings and find Passkeys.',
      "Press 'Add a passkey', name it after the phone (for example \"Maria's iPhone\") and enter your password.",
      'Your phone asks for Face ID, your fingerprint or your screen lock: confirm, and the passkey is saved in the phone (and its iCloud Keychain or Google Password Manager).',
      "Next time, press 'Sign in with a passkey' on the sign-in page, or pick the passkey the phone offers under the username.",
    ],
  },
  {
    device: 'On a computer (Mac, Windows or Chromebook)',
    steps: [
      'Sign in on the computer, open Account Settings and find Passkeys.',
      'Press \'Add a passkey\', name it after the computer (for example "Kitchen laptop") and enter your password.',
      'The computer asks for Touch ID, Windows Hello or its PIN, or offers to use a phone or a security key: confirm on the device you choose.',
      'If the list says your password is then asked once, this device can sign you in but not open your records by itself; your password opens them.',
    ],
  },
];
