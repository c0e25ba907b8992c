/**
 * The home a trusted person sees in someone else's vault (issue 28): whose records and the role,
 * who to call, where the signed originals are, medical essentials and what changed since the last
 * visit. GET /api/visitor-home answers it, built only from the areas the grant covers.
 */
import { z } from 'zod';
import { TRUSTED_ROLES } from './trusted-people';

const iso = z.string();
const areasOut = z.union([z.literal('all'), z.array(z.string())]);

/** Where a person to call comes from: the owner's trusted people, a document, Professional Contacts, a medical record. */
export const CALL_SOURCES = ['trusted-person', 'named', 'professional', 'doctor'] as const;

/** Professions from Professional Contacts the home lists first, in this order. */
export const CALL_PROFESSIONS = [
  'Attorney',
  'Estate Planner',
  'Financial Advisor',
  'Trust Officer',
  'CPA',
] as const;

/** The document types whose signed original a family looks for first. */
export const KEY_ORIGINAL_TYPES = [
  'Will',
  'Living Will',
  'Trust Documents',
  'Power of Attorney',
  'Healthcare Power of Attorney',
  'Healthcare Directive',
] as const;

/** Checklist categories that say where the will, powers of attorney and directives stand. */
export const KEY_CHECKLIST_CATEGORIES = [
  'Wills and Trusts',
  'Power of Attorney',
  'Healthcare Directives',
] as const;

export const callContactSchema = z.object({
  name: z.string(),
  /** 'Executor', 'Attorney', 'Executor in Will', 'Doctor for Ann Lee'. */
  role: z.string(),
  source: z.enum(CALL_SOURCES),
  /** A firm or practice, '' when none. */
  organisation: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type CallContact = z.infer<typeof callContactSchema>;

export const originalSchema = z.object({
  id: z.string(),
  title: z.string(),
  documentType: z.string(),
  /** The document's Physical Location, '' when not recorded. */
  location: z.string(),
  named: z.string(),
  signed: z.string(),
  attorney: z.string(),
});

export const keyChecklistItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  completed: z.boolean(),
});

export const medicalEssentialSchema = z.object({
  id: z.string(),
  /** Whose record (a family member's name) or 'General', as the medical list says. */
  person: z.string(),
  medications: z.string(),
  allergies: z.string(),
  conditions: z.string(),
  doctor: z.string(),
  doctorPhone: z.string(),
  hospital: z.string(),
  emergencyContact: z.string(),
  emergencyPhone: z.string(),
});

export const CHANGE_KINDS = ['added', 'changed'] as const;

export const recordChangeSchema = z.object({
  area: z.string(),
  recordId: z.string(),
  title: z.string(),
  change: z.enum(CHANGE_KINDS),
  at: iso,
});

/** The most changes listed; `total` counts them all. */
export const MAX_CHANGES_LISTED = 20;

export const visitorHomeSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  role: z.enum(TRUSTED_ROLES),
  areas: areasOut,
  canWrite: z.boolean(),
  /** An executor whose emergency access is open (what comes after release hangs on this). */
  released: z.boolean(),
  contacts: z.array(callContactSchema),
  originals: z.array(originalSchema),
  checklist: z.array(keyChecklistItemSchema),
  medical: z.array(medicalEssentialSchema),
  changes: z.object({
    /** The end of the visitor's previous visit; null on a first visit. */
    since: iso.nullable(),
    items: z.array(recordChangeSchema),
    total: z.number(),
  }),
});
export type VisitorHome = z.infer<typeof visitorHomeSchema>;

/**
 * Events of one person with no gap over this long are one visit (as the owner's access history
 * groups them): "since your last visit" starts where the previous visit ended.
 */
export const VISIT_GAP_MS = 30 * 60_000;

/**
 * The end of the visit before the current one, from the times of a person's past events (any
 * order): walk back from `now` through gaps of at most VISIT_GAP_MS; the first event before a
 * longer gap ended the previous visit. Null when every event belongs to the current visit.
 */
export function previousVisitEnd(times: readonly Date[], now: Date): Date | null {
  const sorted = [...times].map((t) => t.getTime()).sort((a, b) => b - a);
  let edge = now.getTime();
  for (const t of sorted) {
    if (edge - t > VISIT_GAP_MS) return new Date(t);
    edge = t;
  }
  return null;
}
