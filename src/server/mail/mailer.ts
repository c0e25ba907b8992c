import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A link worth printing to the log in outbox mode (no SMTP configured). */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox as an .eml
 * file (and its link logged) so a self-hosted install works without a mail server.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
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
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.eml`,
      );
      // Write then rename, so nothing watching the folder ever reads a half-written message.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.tmp`, file);
      opts.log.info({ file, link: message.link }, `mail written to outbox: ${message.subject}`);
    },
  };
}
