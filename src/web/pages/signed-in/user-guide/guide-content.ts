import { placeName } from '../../../../domain/navigation';
import { CONFIRMATION_LINK_HOURS } from '../../../../domain/verified-addresses';

/** A screen's name as the menus word it, so the guide and the menu never disagree. */
export const screenName = placeName;

/** The quick start (part 2 §2 "User guide"): four steps, each opening its screen. */
export const QUICK_START = [
  {
    path: '/family',
    title: 'Add family members',
    text: 'Start with the people: spouse, children and anyone else your plans name.',
  },
  {
    path: '/banking',
    title: 'Document financial accounts',
    text: 'Record each bank account, who owns it and who inherits it.',
  },
  {
    path: '/documents',
    title: 'Upload documents',
    text: 'Add your will, trusts, deeds and policies to Documents, where each file is kept encrypted.',
  },
  {
    path: '/estate-planning',
    title: 'Complete the checklist',
    text: 'Work through the estate-planning checklist and set the dates that matter.',
  },
] as const;

/** The feature overview's four groups and the screens in each (part 2 §2). */
export const FEATURE_GROUPS = [
  {
    title: 'Family & Personal',
    text: 'Who your family is, their health details and the professionals who help you.',
    paths: ['/family', '/medical-information', '/professional-contacts'],
  },
  {
    title: 'Financial Assets',
    text: 'What you own: accounts, investments, property and businesses.',
    paths: ['/banking', '/investments', '/real-estate', '/business-interests'],
  },
  {
    title: 'Protection & Security',
    text: 'What protects your family, the papers that prove it, and what you owe.',
    paths: ['/insurance', '/documents', '/debts-liabilities'],
  },
  {
    title: 'Planning & Analysis',
    text: 'Where your plan stands, what your estate is worth and how it could be taxed.',
    paths: ['/estate-planning', '/dashboard', '/legacy-planning', '/financial-analysis'],
  },
] as const;

/** The tips the spec lists, in its order. */
export const TIPS = [
  {
    title: 'Start with your family',
    text: 'Family members come first: medical information is filed under them, and they are the people your accounts and policies name.',
  },
  {
    title: 'Work in sections',
    text: 'Finish one area at a time. Your progress is saved with every record, so short sessions add up.',
  },
  {
    title: 'Review quarterly',
    text: 'Every three months, check balances, beneficiaries and upcoming dates, and update what changed.',
  },
  {
    title: 'Keep documents current',
    text: 'Replace a document when it is re-signed or renewed, and record expiration dates so you can see what needs renewing.',
  },
] as const;

/** Where to get more help, each a screen of the app. */
export const HELP_RESOURCES = [
  {
    path: '/ai-assistant',
    title: 'AI Financial Assistant',
    text: 'Ask questions about planning and about your own records.',
  },
  {
    path: '/security',
    title: 'Security Center',
    text: 'How your information is encrypted and protected.',
  },
  {
    path: '/presentation',
    title: 'Product presentation',
    text: 'A six-slide tour of what the app does.',
  },
  {
    path: '/settings',
    title: 'Account Settings',
    text: `Your profile, password, plan and active sessions. When you sign up or change your email, we email a link to the address: open it within ${CONFIRMATION_LINK_HOURS} hours to confirm it (a new address takes effect then). Until then a banner offers to send it again.`,
  },
] as const;
