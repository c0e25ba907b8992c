import fs from 'node:fs';
import path from 'node:path';

/** One message from the outbox folder: its headers and its text, quoted-printable undone. */
export interface OutboxMail {
  to: string;
  subject: string;
  headers: string;
  text: string;
}

/** Every message in DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8');
      const split = raw.indexOf('\n\n');
      const headers = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
      const text = raw
        .slice(split + 2)
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      const header = (name: string) =>
        new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1]?.trim() ?? '';
      return { to: header('To'), subject: header('Subject'), headers, text };
    });
}

/** The messages addressed to `email`, headers and decoded text as one string each. */
export function mailsTo(dataDir: string, email: string): string[] {
  return readOutbox(dataDir)
    .filter((mail) => mail.to.includes(email))
    .map((mail) => `${mail.headers}\n\n${mail.text}`);
}
