/**
 * The specification's rules of thumb (part 2 §9), said as what they are (issue 43, decision
 * 028): each is kept and computed as the spec sets it, labelled a general rule of thumb with
 * where it comes from, and given one plain line that fits an owner in their sixties or
 * seventies. The screens (Financial Analysis) and the Executive Financial Dashboard PDF read
 * these words, so they say the same thing.
 */

/** The rules of thumb the analysis applies. */
export type RuleOfThumbKey =
  | 'target-mix'
  | 'risk-level'
  | 'emergency-fund'
  | 'growth'
  | 'insurance'
  | 'excellent-diversification';

/** One rule of thumb as shown beside the figure or hint it drives. */
export interface RuleOfThumb {
  /** "General rule of thumb: …": the rule itself, in plain words. */
  label: string;
  /** Where the rule comes from. */
  source: string;
  /** One plain line that fits the rule to an owner in their sixties or seventies. */
  laterLife: string;
}

/**
 * Where every one of these rules comes from, in a family's words (the product's specification,
 * part 2 §9, sets them; that name means nothing to the person reading: decision 028).
 */
export const RULE_OF_THUMB_SOURCE =
  'general personal-finance guidance for savers of any age, applied the same way for everyone; not advice for your situation';

const rule = (label: string, laterLife: string): RuleOfThumb => ({
  label: `General rule of thumb: ${label}`,
  source: RULE_OF_THUMB_SOURCE,
  laterLife,
});

export const RULES_OF_THUMB: Readonly<Record<RuleOfThumbKey, RuleOfThumb>> = {
  'target-mix': rule(
    'about 60% in investments, 20% in cash and 20% in real estate.',
    'A paid-off home is usually a strength in retirement, and many people in their sixties or seventies hold more cash and less in investments on purpose.',
  ),
  'risk-level': rule(
    'more than 80% of assets in investments is high risk, more than 60% moderate.',
    'In retirement, what matters most is that your income covers your spending without selling investments after a fall.',
  ),
  'emergency-fund': rule(
    'keep three to six months of expenses in cash, at least 10% of your assets.',
    'In retirement, a year or two of spending in cash is common, so a fall in the markets never forces a sale.',
  ),
  growth: rule(
    'with a net worth above $50,000, keep at least 30% of your assets in investments.',
    'In your sixties or seventies, steady income usually matters more than growth, though a long retirement still needs some growth to keep up with prices.',
  ),
  insurance: rule(
    'insurance coverage of at least five times your net worth.',
    'Life insurance matters most while someone depends on your income; once no one does, less cover is often enough.',
  ),
  'excellent-diversification': rule(
    'a score above 75 means your assets sit close to the target mix.',
    'A mix that suits your retirement income can score lower and still be right for you.',
  ),
};
