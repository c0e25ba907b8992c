/**
 * GET /api/estate-plan/inheritance and PUT /api/estate-plan/beneficiary-matches: the answer's
 * and the body's schemas, which the server declares and the Inheritance tab reads.
 */
import { z } from 'zod';

const decimal = z.string().describe('USD as a decimal string with 2 decimals');

export const MATCH_STATUSES = [
  'confirmed',
  'outside',
  'exact',
  'name',
  'first-name',
  'role',
  'ambiguous',
  'unmatched',
  'estate',
  'trust',
  'charity',
] as const;

export const RECIPIENT_KINDS = ['person', 'outside', 'unmatched', 'trust', 'charity'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

export const FLAG_KINDS = [
  'no-beneficiary',
  'unknown-beneficiary',
  'minor-named',
  'former-spouse-named',
  'named-on-nothing',
  'no-will',
  'shares-not-100',
] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

/** One asset's part going to one recipient. */
export const inheritanceItemSchema = z.object({
  recordKind: z.string(),
  recordId: z.string(),
  title: z.string(),
  institution: z.string(),
  amount: decimal,
  assetValue: decimal,
  /** This recipient's share of the asset, percent. */
  sharePercent: z.number(),
  contingent: z.boolean(),
  /** The name as typed on the field. */
  text: z.string(),
});

export const recipientSchema = z.object({
  key: z.string(),
  kind: z.enum(RECIPIENT_KINDS),
  familyMemberId: z.string().nullable(),
  name: z.string(),
  relationship: z.string().nullable(),
  total: decimal,
  /** total as a share of everything counted (totals.all), percent with 2 decimals. */
  estateSharePercent: z.number(),
  items: z.array(inheritanceItemSchema),
});
export type Recipient = z.infer<typeof recipientSchema>;

/** An asset (or the part of one) that names nobody, so passes by will, trust, title or law. */
export const unnamedAssetSchema = z.object({
  recordKind: z.string(),
  recordId: z.string(),
  title: z.string(),
  value: decimal,
  reason: z.string(),
  link: z.string(),
});

/** One name on one beneficiary field and who it was matched to. */
export const designationSchema = z.object({
  recordKind: z.string(),
  recordId: z.string(),
  title: z.string(),
  position: z.number().int(),
  text: z.string(),
  name: z.string(),
  contingent: z.boolean(),
  sharePercent: z.number().nullable(),
  status: z.enum(MATCH_STATUSES),
  memberIds: z.array(z.string()),
  candidates: z.array(z.string()),
  link: z.string(),
});
export type Designation = z.infer<typeof designationSchema>;

export const inheritanceFlagSchema = z.object({
  id: z.string(),
  kind: z.enum(FLAG_KINDS),
  severity: z.enum(['high', 'medium', 'low']),
  title: z.string(),
  detail: z.string(),
  /** The screen to fix it on, opened on the record. */
  link: z.string(),
  /** For a name on a field: the designation to match (the tab offers "Choose who this is"). */
  designation: z
    .object({ recordKind: z.string(), recordId: z.string(), position: z.number().int() })
    .nullable(),
});
export type InheritanceFlag = z.infer<typeof inheritanceFlagSchema>;

export const inheritancePlanSchema = z.object({
  /** The calendar day ages are counted on. */
  asOf: z.string(),
  totals: z.object({ all: decimal, designated: decimal, byWill: decimal }),
  recipients: z.array(recipientSchema),
  unnamed: z.array(unnamedAssetSchema),
  designations: z.array(designationSchema),
  family: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      relationship: z.string().nullable(),
      formerSpouse: z.boolean(),
      minor: z.boolean(),
    }),
  ),
  flags: z.array(inheritanceFlagSchema),
  /** Areas this plan could not read (not shared in a trusted person's view). */
  missingAreas: z.array(z.string()),
});
export type InheritancePlan = z.infer<typeof inheritancePlanSchema>;

/** PUT body: who one name on a record's beneficiary field is. */
export const beneficiaryMatchInputSchema = z
  .object({
    recordKind: z.enum(['bank-accounts', 'investment-accounts', 'insurance-policies'], {
      message: 'recordKind must be bank-accounts, investment-accounts or insurance-policies',
    }),
    recordId: z.uuid('recordId must be a record id'),
    position: z.number().int().min(0).max(99),
    /** A family member's id, or null with outsideFamily true. */
    familyMemberId: z.uuid('familyMemberId must be a family member id').nullable(),
    outsideFamily: z.boolean().default(false),
  })
  .refine((b) => (b.familyMemberId === null) === b.outsideFamily, {
    message: 'Choose a family member, or say the person is outside the family',
    path: ['familyMemberId'],
  });
export type BeneficiaryMatchInput = z.infer<typeof beneficiaryMatchInputSchema>;
