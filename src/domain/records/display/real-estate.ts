import { realEstateKind } from '../real-estate';
import { defineDisplay } from './types';

/**
 * Real Estate Properties (/real-estate), part 1 §2 and §9 (money with 0 decimals). The card's
 * estimated value is currentValue, lender is lender, owners are ownershipType and coOwners.
 */
export const realEstateDisplay = defineDisplay(realEstateKind, {
  route: '/real-estate',
  title: 'Real Estate Properties',
  description: 'Homes, rentals and land, with mortgages, owners and where the title is kept.',
  addLabel: 'Add Property',
  dialogTitles: { add: 'Add Property', edit: 'Edit Property' },
  empty: {
    title: 'No properties yet',
    description: 'Add the homes, rentals and land your family owns.',
    action: 'Add Your First Property',
  },
  loadingText: 'Loading properties...',
  loadError: 'Failed to load real estate properties. Please try refreshing the page.',
  filter: {
    field: 'propertyType',
    allLabel: 'All Properties',
    noMatch: 'No properties match this filter',
  },
  toasts: {
    created: 'Real estate property created successfully',
    updated: 'Real estate property updated successfully',
    deleted: 'Real estate property deleted successfully',
    createFailed: 'Failed to create real estate property',
    updateFailed: 'Failed to update real estate property',
    deleteFailed: 'Failed to delete real estate property',
  },
  deleteConfirm: {
    style: 'dialog',
    title: 'Delete Property',
    message: 'Are you sure you want to delete {title}? This action cannot be undone.',
  },
  columns: 3,
  card: {
    title: { parts: [{ field: 'address' }] },
    subtitle: [{ field: 'city' }, { field: 'state', join: ', ' }, { field: 'zipCode', join: ' ' }],
    badges: [
      { value: { field: 'propertyType' }, tone: 'secondary' },
      {
        text: 'Primary',
        tone: 'default',
        when: [
          { field: 'propertyType', equals: 'Primary Residence' },
          { field: 'isPrimary', truthy: true },
        ],
      },
      {
        text: 'Rental',
        tone: 'warning',
        when: [
          { field: 'propertyType', contains: 'Rental' },
          { field: 'isRental', truthy: true },
        ],
      },
    ],
    lines: [
      {
        label: 'Estimated Value',
        strong: true,
        parts: [{ field: 'currentValue', format: 'money0' }],
      },
      {
        label: 'Mortgage',
        parts: [
          { field: 'mortgageBalance', format: 'money0' },
          { field: 'monthlyPayment', format: 'money0', join: ' ', before: '(', after: '/mo)' },
        ],
      },
      { label: 'Lender', parts: [{ field: 'lender' }] },
      { label: 'Owners', parts: [{ field: 'ownershipType' }, { field: 'coOwners', join: ': ' }] },
      { label: 'Title Location', parts: [{ field: 'titleLocation' }] },
      { label: 'Notes', multiline: true, parts: [{ field: 'notes' }] },
    ],
  },
});
