import type { RecordKindKey } from '../index';
import { bankAccountsDisplay } from './bank-accounts';
import { businessInterestsDisplay } from './business-interests';
import { charitableGiftsDisplay } from './charitable-gifts';
import { debtsLiabilitiesDisplay } from './debts-liabilities';
import { documentsDisplay } from './documents';
import { estateChecklistItemsDisplay } from './estate-checklist-items';
import { familyMembersDisplay } from './family-members';
import { importantDatesDisplay } from './important-dates';
import { insurancePoliciesDisplay } from './insurance-policies';
import { investmentAccountsDisplay } from './investment-accounts';
import { lettersAndWishesDisplay } from './letters-and-wishes';
import { medicalInformationDisplay } from './medical-information';
import { professionalContactsDisplay } from './professional-contacts';
import { realEstateDisplay } from './real-estate';
import type { RecordDisplay } from './types';

export * from './types';
export * from './card-view';
export * from './list-view';
export * from './format-value';

/** Every kind's display description, by kind key. */
export const RECORD_DISPLAYS: Readonly<Record<RecordKindKey, RecordDisplay>> = {
  'family-members': familyMembersDisplay,
  'bank-accounts': bankAccountsDisplay,
  'investment-accounts': investmentAccountsDisplay,
  'insurance-policies': insurancePoliciesDisplay,
  'real-estate': realEstateDisplay,
  documents: documentsDisplay,
  'estate-checklist-items': estateChecklistItemsDisplay,
  'important-dates': importantDatesDisplay,
  'professional-contacts': professionalContactsDisplay,
  'debts-liabilities': debtsLiabilitiesDisplay,
  'medical-information': medicalInformationDisplay,
  'business-interests': businessInterestsDisplay,
  'charitable-gifts': charitableGiftsDisplay,
  'letters-and-wishes': lettersAndWishesDisplay,
};

/** The display description of a kind. */
export function recordDisplay(kindKey: RecordKindKey): RecordDisplay {
  return RECORD_DISPLAYS[kindKey];
}
