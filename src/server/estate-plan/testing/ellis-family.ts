/**
 * Test data: the Ellis family's records, entered through the API as a person would. A spouse,
 * two children (one a minor on 2025-03-04), a former spouse still named on a 401(k), a name
 * that matches nobody ("Bobby"), an account naming nobody, no will, and a planned gift.
 */
import { expect } from 'vitest';
import type { RequestClient } from '../../testing/request';

export const ELLIS_TODAY = '2025-03-04';

export interface EllisIds {
  jane: string;
  thomas: string;
  ava: string;
  rita: string;
  checking: string;
  savings: string;
  cd: string;
  brokerage: string;
  retirement: string;
  policy: string;
  gift: string;
}

/** Adds the Ellis family's records to `api`'s own vault; answers the new ids. */
export async function addEllisFamily(api: RequestClient): Promise<EllisIds> {
  const add = async (path: string, body: object): Promise<string> => {
    const res = await api.post(path, body);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
    return res.json().id as string;
  };
  const jane = await add('/api/family-members', {
    name: 'Jane Marie Ellis',
    relationship: 'Spouse',
    dateOfBirth: '1968-04-02',
  });
  const thomas = await add('/api/family-members', {
    name: 'Thomas Ellis',
    relationship: 'Child',
    dateOfBirth: '1995-01-10',
  });
  const ava = await add('/api/family-members', {
    name: 'Ava Ellis',
    relationship: 'Child',
    dateOfBirth: '2015-06-30',
  });
  const rita = await add('/api/family-members', {
    name: 'Rita Gomez',
    relationship: 'Spouse',
    formerSpouse: true,
  });
  const checking = await add('/api/banking-accounts', {
    accountName: 'Household checking',
    accountType: 'Checking',
    bankName: 'Chase',
    accountNumber: '000123456789',
    bankAddress: '270 Park Ave, New York',
    currentBalance: '20000',
    beneficiary: 'Jane Ellis',
  });
  const savings = await add('/api/banking-accounts', {
    accountName: 'Rainy day',
    accountType: 'Savings',
    bankName: 'Ally Bank',
    accountNumber: '4444',
    currentBalance: '10000',
    interestRate: '4.00',
  });
  const cd = await add('/api/banking-accounts', {
    accountName: 'Twelve-month CD',
    accountType: 'Certificate of Deposit (CD)',
    bankName: 'Chase',
    accountNumber: '5555',
    currentBalance: '15000',
    beneficiary: 'Bobby',
  });
  const brokerage = await add('/api/investment-accounts', {
    accountName: 'Brokerage',
    accountType: 'Brokerage Account',
    institution: 'Fidelity Investments',
    accountNumber: 'X99887766',
    currentValue: '100000',
    beneficiaries: 'Jane 50%, Thomas 25%, Ava 25%',
    contactName: 'Sam Advisor',
    contactPhone: '5551234567',
  });
  const retirement = await add('/api/investment-accounts', {
    accountName: 'Old 401(k)',
    accountType: '401(k)',
    institution: 'Vanguard',
    accountNumber: '7777',
    currentValue: '60000',
    beneficiaries: 'Rita Gomez',
  });
  const policy = await add('/api/insurance-policies', {
    policyType: 'Life',
    company: 'MetLife',
    policyNumber: 'LP-99887766',
    coverageAmount: '500000',
    beneficiaries: 'Children equally; contingent: Jane',
    agentName: 'Dana Agent',
    agentPhone: '5559876543',
  });
  await add('/api/real-estate', {
    propertyType: 'Primary Residence',
    address: '1 Elm St',
    city: 'Springfield',
    state: 'IL',
    currentValue: '400000',
    ownershipType: 'Joint Tenancy',
    monthlyPayment: '2000',
    propertyTaxes: '6000',
  });
  await add('/api/debts-liabilities', {
    debtType: 'Mortgage',
    creditorName: 'Wells Fargo',
    currentBalance: '250000',
    interestRate: '6.25',
  });
  await add('/api/debts-liabilities', {
    debtType: 'Credit Card',
    creditorName: 'Citi',
    accountNumber: '4111111111111111',
    currentBalance: '5000',
    interestRate: '22',
  });
  await add('/api/business-interests', {
    businessName: 'Ellis Bakery',
    businessType: 'S Corporation',
    estimatedValue: '100000',
  });
  await add('/api/estate-checklist-items', {
    title: 'Sign a will',
    category: 'Wills and Trusts',
    priority: 1,
  });
  await add('/api/documents', {
    title: 'Deed to 1 Elm St',
    category: 'Real Estate',
    documentType: 'Property Deed',
  });
  const gift = await add('/api/charitable-gifts', {
    charityName: 'Springfield Food Bank',
    ein: '12-3456789',
    giftMethod: 'Bequest in the will',
    amount: '50000',
  });
  return { jane, thomas, ava, rita, checking, savings, cd, brokerage, retirement, policy, gift };
}
