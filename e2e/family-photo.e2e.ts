import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, newPerson, startApplication, toastText } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('family member photo (issue 41)', () => {
  it('shows the initials, then the uploaded photo, then the initials again once removed', async () => {
    const { page, context } = await newPage(browser);
    // A real PNG to upload: a small picture drawn by the browser itself.
    await page.setContent('<div style="width:120px;height:120px;background:#2f6db5"></div>');
    const png = await page.locator('div').screenshot({ type: 'png' });
    expect((await page.request.post('/api/register', { data: newPerson() })).status()).toBe(201);
    const created = await page.request.post('/api/family-members', {
      data: { name: 'Ann Okafor', relationship: 'Child' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/family');
    const card = page.locator('[data-slot="card"]', { hasText: 'Ann Okafor' });
    await card.getByText('AO', { exact: true }).waitFor();
    expect(await card.locator('img').count()).toBe(0);
    await startApplication(page);

    await page.getByRole('button', { name: 'Edit Ann Okafor', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Upload Photo' }).waitFor();
    expect(await dialog.getByText('Profile Image URL').count()).toBe(0);
    await dialog
      .getByLabel('Photo file')
      .setInputFiles({ name: 'ann.png', mimeType: 'image/png', buffer: png });
    expect(await toastText(page, 'Photo updated')).toContain('Success');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const photo = card.locator('img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    expect(await photo.getAttribute('src')).toMatch(
      /^\/api\/family-members\/[0-9a-f-]{36}\/photo\//,
    );

    await page.getByRole('button', { name: 'Edit Ann Okafor', exact: true }).click();
    await dialog.getByRole('button', { name: 'Remove Photo' }).click();
    expect(await toastText(page, 'Photo removed')).toContain('Success');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await card.getByText('AO', { exact: true }).waitFor();
    expect(await card.locator('img').count()).toBe(0);
    await context.close();
  });
});
