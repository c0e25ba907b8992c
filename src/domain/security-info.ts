/**
 * GET /api/security (part 2 §3 "Security information"): the spec's fields plus labelled details.
 * Every value is produced by the running server from its own configuration, so the Security
 * Centre can only say what is true of it.
 */
import { z } from 'zod';

/** One labelled statement ('Algorithm': 'AES-256-GCM'). */
const detail = z.object({ label: z.string(), value: z.string() });

const status = z.enum(['enabled', 'disabled']);

export const securityInfoSchema = z.object({
  encryption: z.object({
    status,
    /** The cipher every sealed value uses, e.g. 'AES-256-GCM'. */
    algorithm: z.string(),
    /** How the keys that encrypt data are made. */
    keyDerivation: z.string(),
    details: z.array(detail),
  }),
  authentication: z.object({
    status,
    /** The password hash and its parameters. */
    passwordHashing: z.string(),
    /** Where sessions live and how long they last. */
    sessionManagement: z.string(),
    details: z.array(detail),
  }),
  dataProtection: z.object({ status, details: z.array(detail) }),
  /** Short statements, each true of this server. */
  features: z.array(z.string()),
  /**
   * Per record area, which fields are encrypted and which are stored plain (readable by whoever
   * holds the database or a backup), by their form labels. Derived from the record descriptions.
   */
  fieldStorage: z.array(
    z.object({
      /** The record kind's key, e.g. 'family-members'. */
      key: z.string(),
      /** 'Family members'. */
      area: z.string(),
      sealed: z.array(z.string()),
      plain: z.array(z.string()),
    }),
  ),
});

/** The security information as the API sends it. */
export type SecurityInfo = z.infer<typeof securityInfoSchema>;
