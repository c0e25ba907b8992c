import { medicalInformationKind } from '../medical-information';
import { defineDisplay } from './types';

/**
 * Medical Information (/medical-information), part 2 §2, §4 and §8. Cards are titled by the
 * linked family member's name, 'General' without one, 'Unknown Family Member' when it is gone.
 */
/** Whose a medical record is when it names no family member: one word on every screen. */
export const MEDICAL_FOR_EVERYONE = 'General';

export const medicalInformationDisplay = defineDisplay(medicalInformationKind, {
  route: '/medical-information',
  title: 'Medical Information',
  description: 'Doctors, medications, allergies and emergency contacts for each family member.',
  addLabel: 'Add Medical Information',
  dialogTitles: { add: 'Add Medical Information', edit: 'Edit Medical Information' },
  empty: {
    title: 'No Medical Information',
    description: 'Add doctors, medications and allergies carers would need to know.',
    action: 'Add Medical Information',
  },
  loadingText: 'Loading medical information...',
  loadError: 'Failed to load medical information. Please try refreshing the page.',
  toasts: {
    created: 'Medical information created successfully',
    updated: 'Medical information updated successfully',
    deleted: 'Medical information deleted successfully',
    createFailed: 'Failed to save medical information',
    updateFailed: 'Failed to update medical information',
    deleteFailed: 'Failed to delete medical information',
  },
  deleteConfirm: {
    style: 'browser',
    message: 'Are you sure you want to delete this medical information?',
  },
  columns: 3,
  referenceNone: { familyMemberId: 'General (no family member)' },
  card: {
    title: {
      reference: 'familyMemberId',
      none: MEDICAL_FOR_EVERYONE,
      missing: 'Unknown Family Member',
    },
    lines: [
      {
        label: 'Doctor',
        parts: [{ field: 'doctorName' }, { field: 'doctorPhone', format: 'phone', join: ' · ' }],
      },
      { label: 'Hospital', parts: [{ field: 'hospitalPreference' }] },
      { label: 'Medications', multiline: true, parts: [{ field: 'medications' }] },
      { label: 'Allergies', multiline: true, parts: [{ field: 'allergies' }] },
      { label: 'Conditions', multiline: true, parts: [{ field: 'medicalConditions' }] },
      {
        label: 'Emergency Contact',
        parts: [
          { field: 'emergencyContact' },
          { field: 'emergencyContactPhone', format: 'phone', join: ' · ' },
        ],
      },
      { label: 'Notes', multiline: true, parts: [{ field: 'notes' }] },
    ],
  },
});
