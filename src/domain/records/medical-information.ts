import { defineRecordKind } from './record-kind';

/**
 * Medical information (/medical-information). Every field is optional; a record with no family
 * member (null) is general information for the household.
 */
export const medicalInformationKind = defineRecordKind({
  key: 'medical-information',
  table: 'medical_information',
  apiPaths: ['/api/medical-information'],
  singular: 'medical information',
  plural: 'medical information',
  fields: {
    familyMemberId: {
      type: 'reference',
      kind: 'family-members',
      label: 'Family Member',
      doc: 'Whose record this is; null means general information.',
    },
    doctorName: {
      type: 'text',
      label: 'Doctor Name',
      format: 'line',
      maxLength: 200,
      doc: 'Primary doctor.',
    },
    doctorPhone: {
      type: 'text',
      label: 'Doctor Phone',
      format: 'phone',
      maxLength: 30,
      doc: "The doctor's phone number.",
    },
    hospitalPreference: {
      type: 'text',
      label: 'Hospital Preference',
      format: 'line',
      maxLength: 200,
      doc: 'Preferred hospital.',
    },
    medications: {
      type: 'text',
      label: 'Medications',
      format: 'multiline',
      maxLength: 5000,
      doc: 'Current medications and doses.',
    },
    allergies: {
      type: 'text',
      label: 'Allergies',
      format: 'multiline',
      maxLength: 5000,
      doc: 'Known allergies.',
    },
    medicalConditions: {
      type: 'text',
      label: 'Medical Conditions',
      format: 'multiline',
      maxLength: 5000,
      doc: 'Diagnosed conditions.',
    },
    emergencyContact: {
      type: 'text',
      label: 'Emergency Contact',
      format: 'line',
      maxLength: 200,
      doc: 'Who to call in an emergency.',
    },
    emergencyContactPhone: {
      type: 'text',
      label: 'Emergency Contact Phone',
      format: 'phone',
      maxLength: 30,
      doc: "The emergency contact's phone number.",
    },
    notes: {
      type: 'text',
      label: 'Notes',
      format: 'multiline',
      maxLength: 5000,
      doc: 'Anything else carers should know.',
    },
  },
});
