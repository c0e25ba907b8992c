import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  ASSISTANT_DISCLAIMER,
  NOT_CONFIGURED_REPLY,
  POPULAR_QUESTIONS,
  USE_RECORDS_LABEL,
} from '../src/domain/assistant/texts';
import {
  startChatCompletionsStub,
  type ChatCompletionsStub,
} from '../src/server/assistant/testing/chat-completions-stub';
import { launchBrowser, newPerson } from './support/browser';
import { startServer, type RunningServer } from './support/server';

// The shared e2e server runs without an AI service (the not-configured state). The configured
// state gets a second server of its own here, pointed at a local chat-completions stub, so the
// global setup stays as it is.

let browser: Browser;
let stub: ChatCompletionsStub;
let configured: RunningServer;

beforeAll(async () => {
  browser = await launchBrowser();
  stub = await startChatCompletionsStub();
  configured = await startServer({
    name: 'ai',
    env: { AI_API_KEY: 'sk-e2e-key', AI_BASE_URL: stub.url, AI_MODEL: 'e2e-model' },
  });
});
afterAll(async () => {
  await browser?.close();
  await configured?.stop();
  await stub?.close();
});

/** A signed-up user on the assistant screen of the server at `baseURL`. */
async function openAssistant(baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const res = await context.request.post('/api/register', {
    data: newPerson(),
    headers: { origin: new URL(baseURL).origin },
  });
  expect(res.status()).toBe(201);
  await page.goto('/ai-assistant');
  await page.getByRole('heading', { name: 'AI Financial Assistant' }).waitFor();
  return { context, page };
}

const input = (page: Page) => page.getByLabel('Your question');
const aiBubbles = (page: Page) => page.locator('li[data-sender="ai"]');

describe('AI assistant', () => {
  it('shows the not-configured badge and message when no AI service is set up', async () => {
    const { context, page } = await openAssistant(inject('baseUrl'));
    await page.getByText('AI service not set up').waitFor();
    for (const card of [
      'Investment Advice',
      'Estate Planning',
      'Tax Strategies',
      'Financial Research',
    ])
      await page.getByRole('heading', { name: card, exact: true }).waitFor();
    // Without a service nothing is researched (issue 27): the card says what is missing.
    await page
      .getByText('Needs the AI research service, which this site has not set up.')
      .waitFor();
    expect(await page.getByText('researched for you').count()).toBe(0);
    expect(await page.getByRole('button', { name: POPULAR_QUESTIONS[4] }).count()).toBe(1);
    await page
      .getByText(
        'Hello! This site has not set up the AI service; your administrator can. Until then I can answer from your own records: your net worth, what is left on your checklist, your next important dates and your estate-tax estimate.',
      )
      .waitFor();
    await page.getByText(ASSISTANT_DISCLAIMER).waitFor();
    expect(
      await page.getByRole('switch', { name: USE_RECORDS_LABEL }).getAttribute('aria-checked'),
    ).toBe('false');

    // Blank input is ignored: Enter sends nothing.
    await input(page).fill('   ');
    await input(page).press('Enter');
    expect(await page.locator('li[data-sender="user"]').count()).toBe(0);

    await input(page).fill('Should I refinance my mortgage?');
    await input(page).press('Enter');
    await aiBubbles(page).filter({ hasText: NOT_CONFIGURED_REPLY }).waitFor();
    await context.close();
  });

  it('fills the input from a popular question, sends on Enter and streams the reply', async () => {
    let first!: () => void;
    let second!: () => void;
    stub.behave({
      kind: 'reply',
      pieces: ['A will takes effect at death; ', 'a living trust works during your life.'],
      gates: [new Promise((r) => (first = r)), new Promise((r) => (second = r))],
    });
    const { context, page } = await openAssistant(configured.url);
    await page.getByText('Connected · e2e-model').waitFor();
    expect(await page.getByText('AI service not set up').count()).toBe(0);
    await page.getByText('Current figures and rules, researched for you.').waitFor();

    const question = POPULAR_QUESTIONS[4];
    // Pressed before the application has the page, the button is pressed again once it has.
    await page.getByRole('button', { name: question }).click();
    await expect.poll(() => input(page).inputValue()).toBe(question);
    await input(page).press('Enter');

    await page.getByText('Thinking...').waitFor();
    expect(await input(page).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await page.locator('li[data-sender="user"]').filter({ hasText: question }).waitFor();

    first(); // the first piece shows while the service still holds the second back
    await aiBubbles(page).filter({ hasText: 'A will takes effect at death;' }).waitFor();
    await page.getByText('Thinking...').waitFor({ state: 'detached' });
    expect(await page.getByText('a living trust works during your life.').count()).toBe(0);
    second();
    await aiBubbles(page)
      .filter({ hasText: 'A will takes effect at death; a living trust works during your life.' })
      .waitFor();
    expect(stub.requests.at(-1)?.headers.authorization).toBe('Bearer sk-e2e-key');

    // The conversation is kept: start a new chat, then reopen it from the list.
    await page.getByRole('button', { name: 'New chat' }).click();
    expect(await page.locator('li[data-sender="user"]').count()).toBe(0);
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(`^${question.replace(/[?.]/g, '\\$&')}`) })
      .click();
    await page.locator('li[data-sender="user"]').filter({ hasText: question }).waitFor();
    await context.close();
  });
});
