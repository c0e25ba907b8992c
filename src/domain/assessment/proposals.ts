import type { CHECKLIST_CATEGORIES } from '../records/estate-checklist-items';
import type { AssessmentAnswers } from './questions';

type Category = (typeof CHECKLIST_CATEGORIES)[number];

/** Every suggestion a key can name, for checking what a client asks to accept. */
export const PROPOSAL_KEYS = [
  'make-will',
  'review-will',
  'name-guardians',
  'consider-trust',
  'fund-trust',
  'financial-power-of-attorney',
  'healthcare-power-of-attorney',
  'healthcare-directive',
  'share-directive',
  'review-beneficiaries',
  'gather-originals',
  'safe-deposit-access',
  'record-originals',
] as const;

export type ProposalKey = (typeof PROPOSAL_KEYS)[number];

/** A checklist item the answers suggest, with the spec's category and priority (1 is high). */
export interface ProposalText {
  /** Stable across answers: accepting it twice never makes two items. */
  key: ProposalKey;
  title: string;
  description: string;
  category: Category;
  priority: 1 | 2 | 3;
}

type Rule = (answers: AssessmentAnswers) => ProposalText | null;

const missing = (answer: string | undefined) => answer === 'no' || answer === 'unsure';
/** 'Not sure' weighs a little less than a plain 'No' where finding out is the first step. */
const lowerIfUnsure = (answer: string | undefined, priority: 1 | 2) =>
  (answer === 'unsure' ? priority + 1 : priority) as 1 | 2 | 3;

/** One rule per suggestion, in the order the checklist reads best. */
const RULES: readonly Rule[] = [
  (a) =>
    missing(a.will)
      ? {
          key: 'make-will',
          title: 'Make a will',
          description:
            'Name an executor and say who inherits what. Without a will, state law decides.',
          category: 'Wills and Trusts',
          priority: 1,
        }
      : null,
  (a) =>
    a.will === 'yes'
      ? {
          key: 'review-will',
          title: 'Review your will',
          description:
            'Check it still names the right executor and heirs after births, deaths, marriages or moves.',
          category: 'Wills and Trusts',
          priority: 3,
        }
      : null,
  (a) =>
    a.guardians === 'no'
      ? {
          key: 'name-guardians',
          title: 'Name guardians for your children under 18',
          description: 'Only a will can name who raises your children if you cannot.',
          category: 'Wills and Trusts',
          priority: 1,
        }
      : null,
  (a) =>
    missing(a.trust)
      ? {
          key: 'consider-trust',
          title: 'Ask an attorney whether a living trust suits your family',
          description: 'A trust can keep property out of probate and manage it for young heirs.',
          category: 'Wills and Trusts',
          priority: a.trust === 'unsure' ? 2 : 3,
        }
      : null,
  (a) =>
    a.trust === 'yes'
      ? {
          key: 'fund-trust',
          title: 'Check that your accounts and home are titled in the trust',
          description: 'A trust only controls what has been moved into it.',
          category: 'Wills and Trusts',
          priority: 2,
        }
      : null,
  (a) =>
    missing(a.financialPowerOfAttorney)
      ? {
          key: 'financial-power-of-attorney',
          title: 'Sign a durable financial power of attorney',
          description:
            'Name the person who may pay your bills and manage your accounts if you cannot.',
          category: 'Power of Attorney',
          priority: lowerIfUnsure(a.financialPowerOfAttorney, 1),
        }
      : null,
  (a) =>
    missing(a.healthcarePowerOfAttorney)
      ? {
          key: 'healthcare-power-of-attorney',
          title: 'Name a healthcare agent',
          description: 'A healthcare power of attorney lets them speak with your doctors for you.',
          category: 'Power of Attorney',
          priority: lowerIfUnsure(a.healthcarePowerOfAttorney, 1),
        }
      : null,
  (a) =>
    missing(a.healthcareDirective)
      ? {
          key: 'healthcare-directive',
          title: 'Write a healthcare directive',
          description: 'Say what care you want, and do not want, at the end of life.',
          category: 'Healthcare Directives',
          priority: lowerIfUnsure(a.healthcareDirective, 1),
        }
      : null,
  (a) =>
    a.healthcareDirective === 'yes'
      ? {
          key: 'share-directive',
          title: 'Give copies of your healthcare directive to your doctor and agent',
          description: 'It only helps if the people at your bedside can find it.',
          category: 'Healthcare Directives',
          priority: 2,
        }
      : null,
  (a) =>
    missing(a.beneficiaries)
      ? {
          key: 'review-beneficiaries',
          title: 'Review the beneficiaries on your accounts and policies',
          description:
            'Retirement accounts and life insurance pass by the beneficiary form, whatever your will says.',
          category: 'Beneficiaries',
          priority: lowerIfUnsure(a.beneficiaries, 1),
        }
      : null,
  (a) =>
    a.originals === 'unsure'
      ? {
          key: 'gather-originals',
          title: 'Gather the signed originals in one safe place',
          description: 'Most courts need the signed original of a will, not a copy.',
          category: 'Legal Documents',
          priority: 1,
        }
      : null,
  (a) =>
    a.originals === 'bank'
      ? {
          key: 'safe-deposit-access',
          title: 'Make sure someone you trust can open the safe deposit box',
          description: 'A box only you can open may be sealed when it is needed most.',
          category: 'Legal Documents',
          priority: 2,
        }
      : null,
  (a) =>
    a.originals !== undefined && a.originals !== 'unsure'
      ? {
          key: 'record-originals',
          title: 'Record where each signed original is kept',
          description:
            'In Documents, add each will, trust and power of attorney with its location and who it names.',
          category: 'Legal Documents',
          priority: 2,
        }
      : null,
];

/** The checklist items these answers suggest, in checklist order. */
export function proposalsFor(answers: AssessmentAnswers): ProposalText[] {
  return RULES.map((rule) => rule(answers)).filter((p) => p !== null);
}
