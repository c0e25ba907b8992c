/**
 * Issue 40, "every trusted person sees everyone else the owner trusts": a trusted person's
 * emergency binder names only the executors, by their account's name, with no address; the
 * owner's own binder still lists everyone they trust.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../testing/pdf-text';
import { createTestApp, type TestApp } from '../testing/test-app';
import { annAndHerCircle, inVault, type Person } from '../trusted-people/testing/trusted-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function binderText(reader: Person, owner?: Person) {
  const url = '/api/reports/emergency-binder?today=2026-11-26';
  const res = await reader.api.get(url, owner ? inVault(owner) : undefined);
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
}

describe("the binder's trusted people", () => {
  it('shows a trusted person only the executors, by name, never an address', async () => {
    const { owner, bankEditor, viewer, executor } = await annAndHerCircle(t);
    const seen = (await binderText(bankEditor, owner)).replace(/\s+/g, ' ');
    expect(seen).toContain('Ed Fox');
    for (const hidden of [executor.email, viewer.email, bankEditor.email, 'Vic View'])
      expect(seen).not.toContain(hidden);
    // The owner's own binder lists everyone they trust, as before.
    const own = (await binderText(owner)).replace(/\s+/g, ' ');
    for (const shown of ['Ed Fox', 'Vic View', 'Bea Bank']) expect(own).toContain(shown);
  });
});
