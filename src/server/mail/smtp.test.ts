import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

const received: Array<{ to: string; raw: string }> = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, appUrl: 'https://vault.example' });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('sends the reset link through the configured SMTP server', async () => {
  const { input } = await signUp(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/request-password-reset',
    payload: { email: input.email },
  });
  expect(res.statusCode).toBe(200);
  // After the confirmation link the sign-up sent, the reset email.
  await vi.waitUntil(() => received.length > 1, { timeout: 5_000, interval: 20 });
  expect(received).toHaveLength(2);
  expect(received[0].raw).toMatch(/^Subject: Confirm your email address for Kinfolio$/m);
  expect(received[1].to).toBe(input.email);
  const raw = received[1].raw;
  expect(raw).toMatch(/^Subject: Reset your Kinfolio password$/m);
  // Undo quoted-printable soft line breaks and escapes before looking for the link.
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  expect(text).toMatch(/https:\/\/vault\.example\/reset-password#token=[A-Za-z0-9_-]{43}/);
});
