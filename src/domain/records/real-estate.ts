import { defineRecordKind } from './record-kind';

/** Property types (part 1 §3 Enumerations), in the spec's order. */
export const PROPERTY_TYPES = [
  'Primary Residence',
  'Secondary Home',
  'Investment Property',
  'Rental Property',
  'Commercial Property',
  'Vacant Land',
  'Condominium',
  'Townhouse',
  'Multi-Family',
  'Mobile Home',
  'Other',
] as const;

/** Ownership types (part 1 §3 Enumerations), in the spec's order. */
export const OWNERSHIP_TYPES = [
  'Sole Ownership',
  'Joint Tenancy',
  'Tenancy in Common',
  'Community Property',
  'Trust',
  'Corporation',
  'Partnership',
  'LLC',
  'Other',
] as const;

/**
 * Real estate (/real-estate): the form's fields plus titleLocation (the card's).
 * The card's estimated value is currentValue, lender is lender, owners are ownershipType + coOwners.
 * Recurring amounts (taxes, insurance, rent, expenses) take the spec's fee precision (10,2).
 */
export const realEstateKind = defineRecordKind({
  key: 'real-estate',
  table: 'real_estate_properties',
  apiPaths: ['/api/real-estate'],
  singular: 'real estate property',
  plural: 'real estate properties',
  fields: {
    propertyType: {
      type: 'choice',
      label: 'Property Type',
      required: true,
      options: PROPERTY_TYPES,
      doc: "Kind of property; 'Primary Residence' and '… Rental …' add card badges.",
    },
    address: {
      type: 'text',
      label: 'Address',
      required: true,
      format: 'line',
      maxLength: 200,
      doc: 'Street address.',
    },
    city: {
      type: 'text',
      label: 'City',
      required: true,
      format: 'line',
      maxLength: 100,
      doc: 'City.',
    },
    state: {
      type: 'text',
      label: 'State',
      required: true,
      format: 'line',
      maxLength: 50,
      doc: 'State.',
    },
    zipCode: { type: 'text', label: 'ZIP Code', format: 'line', maxLength: 10, doc: 'ZIP code.' },
    county: { type: 'text', label: 'County', format: 'line', maxLength: 100, doc: 'County.' },
    purchasePrice: {
      type: 'money',
      label: 'Purchase Price',
      precision: 12,
      doc: 'Price paid, USD.',
    },
    purchaseDate: { type: 'date', label: 'Purchase Date', doc: 'When the property was bought.' },
    currentValue: {
      type: 'money',
      label: 'Current Value',
      precision: 12,
      doc: "Estimated market value in USD (the card's estimated value).",
    },
    mortgageBalance: {
      type: 'money',
      label: 'Mortgage Balance',
      precision: 12,
      doc: 'Mortgage still owed, USD.',
    },
    monthlyPayment: {
      type: 'money',
      label: 'Monthly Payment',
      precision: 8,
      doc: 'Monthly mortgage payment, USD.',
    },
    lender: {
      type: 'text',
      label: 'Lender',
      format: 'line',
      maxLength: 200,
      doc: 'Mortgage lender.',
    },
    propertyTaxes: {
      type: 'money',
      label: 'Annual Property Taxes',
      precision: 10,
      doc: 'Property taxes per year, USD.',
    },
    insurance: {
      type: 'money',
      label: 'Annual Insurance',
      precision: 10,
      doc: 'Homeowner or landlord insurance per year, USD.',
    },
    ownershipType: {
      type: 'choice',
      label: 'Ownership Type',
      options: OWNERSHIP_TYPES,
      doc: 'How title is held.',
    },
    coOwners: {
      type: 'text',
      label: 'Co-Owners',
      format: 'line',
      maxLength: 500,
      doc: 'Names of the other owners.',
    },
    titleLocation: {
      type: 'text',
      label: 'Title Location',
      format: 'line',
      maxLength: 300,
      doc: 'Where the deed or title document is kept.',
    },
    isPrimary: {
      type: 'boolean',
      label: 'Primary Residence',
      default: false,
      doc: "The family's main home; adds the 'Primary' badge.",
    },
    isRental: {
      type: 'boolean',
      label: 'Rental Property',
      default: false,
      doc: "Let to tenants; adds the 'Rental' badge.",
    },
    propertyManager: {
      type: 'text',
      label: 'Property Manager',
      format: 'line',
      maxLength: 200,
      doc: 'Who manages the rental, and how to reach them.',
    },
    rentalIncome: {
      type: 'money',
      label: 'Monthly Rental Income',
      precision: 10,
      doc: 'Rent received per month, USD.',
    },
    expenses: {
      type: 'money',
      label: 'Monthly Expenses',
      precision: 10,
      doc: 'Running costs per month, USD.',
    },
    notes: {
      type: 'text',
      label: 'Notes',
      format: 'multiline',
      maxLength: 5000,
      doc: 'Anything else heirs should know about the property.',
    },
  },
});
