import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SECURITY_IN_PLAIN_WORDS } from '../../../domain/security-summary';
import { PlainSecuritySummary } from './plain-summary';
import TrustedPeopleSecurityCard from './trusted-people-card';

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replaceAll('&#x27;', "'");
const TECHNICAL = /nonce|RFC|TOTP|AES|argon|cipher|data key|key pair|v1\.|grant/i;

describe('the Security Centre’s first lines (issue 41)', () => {
  it('say what the protection means in six lines or fewer, without a technical term', () => {
    const text = textOf(renderToStaticMarkup(<PlainSecuritySummary />));
    expect(SECURITY_IN_PLAIN_WORDS.length).toBeLessThanOrEqual(6);
    for (const line of SECURITY_IN_PLAIN_WORDS) expect(text).toContain(line);
    expect(text).not.toMatch(TECHNICAL);
    expect(text).toContain('a forgotten password loses nothing');
  });

  it('open the trusted-people card with a plain line before how the server keeps to it', () => {
    const text = textOf(renderToStaticMarkup(<TrustedPeopleSecurityCard />));
    const plain = text.indexOf('The people you trust see only the areas you choose');
    expect(plain).toBeGreaterThan(-1);
    expect(plain).toBeLessThan(text.indexOf('Enforced by the server'));
  });
});
