import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The page policy's directives by name. */
async function pagePolicy(): Promise<Map<string, string>> {
  const res = await t.app.inject({ method: 'GET', url: '/documents' });
  const policy = String(res.headers['content-security-policy']);
  return new Map(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

it("lets the file viewer show a blob: image and start pdf.js's worker, scripts staying 'self'", async () => {
  const policy = await pagePolicy();
  expect(policy.get('img-src')).toBe("'self' data: blob:");
  expect(policy.get('worker-src')).toBe("'self'");
  expect(policy.get('script-src')).toBe("'self'");
  expect(policy.get('default-src')).toBe("'self'");
  expect(policy.get('object-src')).toBe("'none'");
});

it("lets the viewer play a letter's recorded message from a blob: URL, and nothing else", async () => {
  const policy = await pagePolicy();
  expect(policy.get('media-src')).toBe("'self' blob:");
});
