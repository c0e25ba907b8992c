import { describe, expect, it } from 'vitest';
import { requestConfirmText } from './emergency-requests';

describe("the request's confirm step (issue 45)", () => {
  it('never speaks of an owner who has died as someone who could reply', () => {
    const died = requestConfirmText('died', 'Margaret Hale', '7 days', false);
    expect(died).toBe(
      "Margaret Hale has died. Access opens after 7 days unless it is rejected from Margaret Hale's account.",
    );
    expect(died).not.toContain('unless Margaret Hale rejects');
  });
  it('speaks to an ill owner as someone who may read it later', () => {
    expect(requestConfirmText('incapacitated', 'Margaret Hale', '7 days', true)).toBe(
      'Margaret Hale is ill or incapacitated. Margaret Hale is told now, and may read this later. Your note goes with it. Access opens after 7 days unless Margaret Hale rejects it.',
    );
  });
});
