import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { sender } from './mailer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outboxMessages = () => {
  const dir = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
};

describe('the sender of every email', () => {
  it("is the admin's application name at MAIL_FROM's address", async () => {
    await t.app.liveSettings.save([['application_name', 'Family Vault']]);
    await t.context.mailer.send({ to: 'maya@example.com', subject: 'Hello', text: 'Hi' });
    const [message] = outboxMessages();
    expect(message).toMatch(/^From: Family Vault <no-reply@kinfolio\.local>$/m);
  });

  it('keeps MAIL_FROM as it is when no name is given', () => {
    expect(sender('Acme <mail@acme.example>')).toBe('Acme <mail@acme.example>');
    expect(sender('mail@acme.example', 'Acme Vault')).toEqual({
      name: 'Acme Vault',
      address: 'mail@acme.example',
    });
  });
});
