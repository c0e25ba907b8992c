import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on reminder mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox as an .eml
 * file (and its path logged) so a self-hosted install works without a mail server. The log never
 * carries a message's body or links: a reset link in a log line is a password for whoever reads it.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  /** The sender's display name at send time (the admin's application name); MAIL_FROM's otherwise. */
  senderName?: () => string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const mailer = deliveryFor(opts);
  return {
    mode: mailer.mode,
    async send(message) {
      // An account whose address another account proved keeps a placeholder under .invalid
      // (users/lost-address.ts): mail about its own vault has nowhere to go until it has a new one.
      if (cannotReceiveMail(message.to)) {
        opts.log.info(
          { subject: message.subject },
          'mail not sent: the address cannot receive mail',
        );
        return;
      }
      await mailer.send(message);
    },
  };
}

/** True for an address in the reserved `.invalid` domain (RFC 6761 §6.4): nothing delivers there. */
export function cannotReceiveMail(address: string): boolean {
  return /\.invalid\.?>?\s*$/i.test(address.trim());
}

/** How mail leaves: SMTP, or a file in the outbox folder. */
function deliveryFor(opts: Parameters<typeof createMailer>[0]): Mailer {
  const from = () => sender(opts.from, opts.senderName?.());
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({
          from: from(),
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
        });
        opts.log.info({ subject: message.subject }, 'mail sent over SMTP');
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    mode: 'outbox',
    async send(message) {
      const info = await builder.sendMail({
        from: from(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`,
      );
      // Write then rename, so nothing watching the folder ever reads a half-written message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.tmp`, file);
      opts.log.info({ file }, 'mail written to outbox');
    },
  };
}

/**
 * MAIL_FROM's address under the given display name: 'Kinfolio <no-reply@x>' sent as Family Vault
 * reads 'Family Vault <no-reply@x>'. Without a name, MAIL_FROM as it is.
 */
export function sender(
  mailFrom: string,
  name?: string,
): string | { name: string; address: string } {
  if (!name) return mailFrom;
  const address = /<([^>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name, address };
}
