/**
 * How each figure is computed, in plain words with its source: the User Guide's "How the
 * figures are worked out" (issue 43, decision 028). The words come from the rules themselves
 * where they are kept, so the guide and the screens say the same thing.
 */
import { NET_WORTH_FORMULA } from '../dashboard-summary';
import { DEBTS_DEDUCTED } from './estate-inclusion';
import { RULE_OF_THUMB_SOURCE, RULES_OF_THUMB } from './rules-of-thumb';
import { NOT_SHARED } from './shared-view';

export interface FigureGuideEntry {
  figure: string;
  how: string;
  source: string;
}

export const FIGURE_GUIDE: readonly FigureGuideEntry[] = [
  {
    figure: 'Net worth',
    how: `${NET_WORTH_FORMULA}. A Mortgage Balance typed on a property is a debt too; when a Debts & Liabilities record names that property, only the record counts, and a typed balance equal to an unlinked mortgage record to the cent is flagged "These look like the same mortgage" and counted once.`,
    source:
      'The usual measure of net worth: what you own less what you owe, each debt counted once',
  },
  {
    figure: 'Who receives each asset',
    how: 'Each asset passes one way, decided once: to the beneficiary a designation names, to the surviving owner of a joint account with right of survivorship, by the will for a share held as tenants in common, to the trust for a trust account, and otherwise by the will or the title.',
    source:
      'Uniform Probate Code §6-101 (nonprobate transfers) and §2-101, as adopted by each state',
  },
  {
    figure: 'Estate value and estate tax',
    how: `Each asset counts as the estate tax counts it: held jointly with your spouse, half; held jointly with someone else, in full unless the other owner's contribution is shown; a life policy you own, its death benefit; community property, your half; anything else you own, in full. ${DEBTS_DEDUCTED.rule} The federal tax is 40% of the estate above the year's exemption. Legacy Planning shows each rule beside the figure.`,
    source: `Internal Revenue Code §2033, §2040(a) and (b), §2042, ${DEBTS_DEDUCTED.source.replace('Internal Revenue Code ', '')}, §2010 and §2001`,
  },
  {
    figure: 'Diversification score and risk level',
    how: `The score is 100 less the percentage points by which your shares of cash, investments and real estate miss the target mix. ${RULES_OF_THUMB['target-mix'].label} ${RULES_OF_THUMB['target-mix'].laterLife} ${RULES_OF_THUMB['risk-level'].label}`,
    source: RULE_OF_THUMB_SOURCE,
  },
  {
    figure: 'Recommendations',
    how: `Each hint fires on one rule of thumb, shown beside it with a line for later life. ${RULES_OF_THUMB['emergency-fund'].label} ${RULES_OF_THUMB.growth.label} ${RULES_OF_THUMB.insurance.label} ${RULES_OF_THUMB.insurance.laterLife}`,
    source: RULE_OF_THUMB_SOURCE,
  },
  {
    figure: 'What a trusted person sees',
    how: `Someone you share chosen areas with sees figures made only from those areas, under a line such as "From the 3 areas Maria shares with you". A figure that would need more says "${NOT_SHARED}", never $0, and they see none of your recommendations or checklist hints. An executor whose access has opened sees the figures of the areas their access covers, by the same rules.`,
    source: 'Your choices under Trusted People',
  },
];
