import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** The token a reset link carries in its fragment (`#token=…`). */
export function resetTokenOf(link: string): string | null {
  return new URLSearchParams(new URL(link).hash.slice(1)).get('token');
}

/**
 * The newest link matching `route` mailed to `email`, read from `dataDir`'s outbox folder
 * (waiting up to 10 s for the mail, which goes out in the background).
 */
export async function linkFromOutbox(
  dataDir: string,
  email: string,
  route: RegExp,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let i = 0; i < 200; i++) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      // Undo quoted-printable line wrapping before reading the link.
      const mail = fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const link = mail.includes(`To: ${email}`) && mail.match(route);
      if (link) return link[0];
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${email} with ${route} in ${outbox}`);
}

/**
 * The newest reset link mailed to `email` by the shared test server. Links carry the token in
 * the fragment, which no request (and so no request log) ever contains.
 */
export function resetLinkFromOutbox(email: string): Promise<string> {
  return linkFromOutbox(
    inject('dataDir'),
    email,
    /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/,
  );
}
