import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('AI configuration', () => {
  it('defaults to Perplexity and sonar, not configured until a key is given', () => {
    expect(loadConfig({}).ai).toMatchObject({
      apiKey: undefined,
      baseUrl: 'https://api.perplexity.ai',
      model: 'sonar',
      timeoutMs: 30_000,
      planAllowances: false,
    });
  });

  it('reads the key, base URL and model, and limits by plan once billing is configured', () => {
    const ai = loadConfig({
      AI_API_KEY: ' sk-1 ',
      AI_BASE_URL: 'http://localhost:8080/v1/',
      AI_MODEL: 'llama',
      // Billing is configured when all three Stripe keys are set (config.billing).
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    }).ai;
    expect(ai).toMatchObject({
      apiKey: 'sk-1',
      baseUrl: 'http://localhost:8080/v1',
      model: 'llama',
      planAllowances: true,
    });
  });

  it('stops on a base URL that is not a URL', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'perplexity' })).toThrow(/AI_BASE_URL/);
  });
});
