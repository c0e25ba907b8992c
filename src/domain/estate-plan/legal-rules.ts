/**
 * The rules of law the estate-plan figures and flags rest on, each with its year and source, as
 * the screens and reports state them. General US rules: states differ, and none of this is
 * legal or tax advice.
 */

/** One rule as shown: what it says, and where it comes from. */
export interface LegalRule {
  title: string;
  text: string;
  source: string;
}

/** Shown under every figure that rests on these rules. */
export const CONFIRM_WITH_PROFESSIONAL =
  'An estimate from your records under general US rules, not legal or tax advice: confirm with an estate attorney or CPA.';

/** A minor cannot take an inheritance outright in most states below this age. */
export const AGE_OF_MAJORITY = 18;

export const INHERITANCE_RULES: readonly LegalRule[] = [
  {
    title: 'Beneficiary designations come before the will',
    text: 'An account or policy with a named beneficiary passes to that person directly, whatever the will says; one that names nobody (or names the estate) passes by the will, or by state intestacy law without one.',
    source:
      'Uniform Probate Code §6-101 (nonprobate transfers) and §2-101 (intestate estate), as adopted by each state',
  },
  {
    title: `Minors (under ${AGE_OF_MAJORITY})`,
    text: `A child under ${AGE_OF_MAJORITY} (19 in Alabama and Nebraska, 21 in Mississippi) cannot take an inheritance outright: a court may appoint a guardian of the property. Name a trust, or a custodian under your state's Uniform Transfers to Minors Act, instead.`,
    source:
      'Uniform Transfers to Minors Act (1986), adopted by 48 states; state age-of-majority statutes',
  },
  {
    title: 'Former spouses',
    text: 'In states that follow the Uniform Probate Code, a divorce revokes a designation naming the former spouse, but not for employer retirement plans governed by ERISA, where the plan pays whoever the form names: update the form itself.',
    source: 'Uniform Probate Code §2-804 (1990); Egelhoff v. Egelhoff, 532 U.S. 141 (2001)',
  },
];

/** The rules behind Financial Analysis › Planning, for the estimate's tax year. */
export function liquidityRules(year: number): LegalRule[] {
  return [
    {
      title: 'What the executor can use',
      text: 'Accounts and policies that name a beneficiary, joint accounts and trust accounts go straight to those people: the executor cannot use them to pay the estate\u2019s bills. Only what names nobody, or names the estate, is counted as available.',
      source: 'Uniform Probate Code §6-101 (nonprobate transfers), as adopted by each state',
    },
    {
      title: `Estate tax (${year} rules)`,
      text: 'The federal estate tax is due nine months after death, with the return; the estimate is the Estate Calculator\u2019s, after the charitable gifts you recorded.',
      source: 'Internal Revenue Code §6075(a) and §6151(a)',
    },
    {
      title: 'Mortgages stay with the home',
      text: 'A lender cannot call a home loan due because a relative inherits the home: mortgages and home-equity loans are shown apart, not as due at death.',
      source: 'Garn-St Germain Depository Institutions Act of 1982, 12 U.S.C. §1701j-3(d)',
    },
    {
      title: 'Retirement accounts are not cash',
      text: 'Withdrawals from a traditional IRA or 401(k) are taxed as income, so they are not counted as cash for the estate.',
      source: 'Internal Revenue Code §72 and §408(d)',
    },
    {
      title: 'Final expenses',
      text: 'Unless you change it, $15,000: a funeral with viewing and burial had a median cost of $8,300 in 2023 ($9,995 with a vault), plus last bills.',
      source: 'National Funeral Directors Association, 2023 General Price List Study',
    },
    {
      title: 'Student loans',
      text: 'Federal student loans are discharged when the borrower dies; a private loan may be owed by the estate or a co-signer.',
      source: '34 CFR §685.212(a)',
    },
  ];
}
