import { describe, expect, it } from 'vitest';
import { allocation } from '../financial-analysis';
import { recommendations } from '../financial-recommendations';
import { RULES_OF_THUMB } from './rules-of-thumb';

describe('the rules of thumb, said as what they are (issue 43)', () => {
  it('labels every rule a general rule of thumb, says it is not advice for this family, with a line for later life', () => {
    for (const r of Object.values(RULES_OF_THUMB)) {
      expect(r.label).toMatch(/^General rule of thumb: /);
      expect(r.source).toContain('not advice for your situation');
      expect(r.laterLife.length).toBeGreaterThan(20);
    }
    expect(RULES_OF_THUMB['target-mix'].label).toBe(
      'General rule of thumb: about 60% in investments, 20% in cash and 20% in real estate.',
    );
    expect(RULES_OF_THUMB['target-mix'].laterLife).toContain(
      'A paid-off home is usually a strength in retirement',
    );
    expect(RULES_OF_THUMB.insurance.laterLife).toContain(
      'Life insurance matters most while someone depends on your income',
    );
  });

  it('has a rule for every hint the analysis can give', () => {
    // A retired couple: a paid-off home, little cash, few investments, modest cover.
    const hints = recommendations({
      allocation: allocation('5000.00', '20000.00', '400000.00'),
      netWorth: '425000.00',
      insuranceCoverage: '100000.00',
    });
    expect(hints.map((h) => h.key)).toEqual(['emergency-fund', 'growth', 'insurance']);
    for (const h of hints) expect(RULES_OF_THUMB[h.key].label).toMatch(/^General rule of thumb/);
  });
});
