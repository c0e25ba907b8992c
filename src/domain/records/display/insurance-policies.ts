import { insurancePoliciesKind } from '../insurance-policies';
import { defineDisplay } from './types';

/**
 * Insurance Policies (/insurance), part 1 §2. The card's agent/contact are agentName/agentPhone and
 * its expiration falls back to the renewal date (the form's and card's fields are all stored).
 */
export const insurancePoliciesDisplay = defineDisplay(insurancePoliciesKind, {
  route: '/insurance',
  title: 'Insurance Policies',
  description: 'Life, health, property and other policies, with agents and beneficiaries.',
  addLabel: 'Add Policy',
  dialogTitles: { add: 'Add Insurance Policy', edit: 'Edit Insurance Policy' },
  empty: {
    title: 'No insurance policies yet',
    description: 'Add the policies your family would need to claim on or keep paying.',
    action: 'Add Your First Policy',
  },
  loadingText: 'Loading insurance policies...',
  loadError: 'Failed to load insurance policies. Please try refreshing the page.',
  filter: {
    field: 'policyType',
    allLabel: 'All Types',
    noMatch: 'No policies match this filter',
    format: 'insurance-type',
  },
  toasts: {
    created: 'Insurance policy created successfully',
    updated: 'Insurance policy updated successfully',
    deleted: 'Insurance policy deleted successfully',
    createFailed: 'Failed to create insurance policy',
    updateFailed: 'Failed to update insurance policy',
    deleteFailed: 'Failed to delete insurance policy',
  },
  deleteConfirm: {
    style: 'dialog',
    title: 'Delete Insurance Policy',
    message: 'Are you sure you want to delete {title}? This action cannot be undone.',
  },
  columns: 3,
  card: {
    title: { parts: [{ field: 'company' }] },
    badges: [
      { value: { field: 'policyType', format: 'insurance-type' }, tone: 'secondary' },
      { text: 'Active', tone: 'success', when: [{ field: 'isActive', truthy: true }] },
      { text: 'Inactive', tone: 'danger', when: [{ field: 'isActive', truthy: false }] },
    ],
    lines: [
      { label: 'Policy Number', parts: [{ field: 'policyNumber' }] },
      { label: 'Coverage', strong: true, parts: [{ field: 'coverageAmount', format: 'money2' }] },
      {
        label: 'Premium',
        parts: [
          { field: 'premium', format: 'money2' },
          { field: 'premiumFrequency', join: ' / ' },
        ],
      },
      { label: 'Deductible', parts: [{ field: 'deductible', format: 'money2' }] },
      { label: 'Insured', multiline: true, parts: [{ field: 'insuredItems' }] },
      { label: 'Beneficiaries', parts: [{ field: 'beneficiaries' }] },
      {
        label: 'Agent',
        parts: [{ field: 'agentName' }, { field: 'agentPhone', format: 'phone', join: ' · ' }],
      },
      {
        label: 'Expires',
        parts: [{ field: ['expirationDate', 'renewalDate'], format: 'date' }],
      },
      { label: 'Notes', multiline: true, parts: [{ field: 'notes' }] },
    ],
  },
});
