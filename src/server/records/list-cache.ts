import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// The same settings as the app's compression hook (http/compression.ts): a 256 KB window.
const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
  },
};

export type Encoding = 'br' | 'gzip';

/** One list's answer for one revision: the JSON bytes, and each compressed form once asked for. */
interface Kept {
  ownerId: string;
  /** The grant a trusted person read it through; undefined for the owner's own reads. */
  grantId?: string;
  revision: number;
  json: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** 32 MB of answers: a 50-row list is ~17 KB (+ ~3 KB compressed), so ~1,500 lists. */
export const LIST_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Reads from memory: each owner's records revision, known in memory, and the list
 * answers kept for it, so an unchanged list costs no database round trip. Per app instance:
 * every instance drops what it knows when any instance says an owner's lists changed
 * (`forgetRevision`, over the revocation bus), before that write is answered.
 *
 * A revision read from the database is only remembered when no change was announced while it
 * was being read (`clock`): otherwise a read that started before a write could put back the
 * revision the write's announcement had just dropped.
 *
 * Answers follow the key ring's rules: dropped with the owner's key (sign-out, lock, expiry,
 * deletion, key change) and, for a trusted person's, with their grant. LRU within a byte budget.
 */
export class ListCache {
  private readonly revisions = new Map<string, number>();
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;
  /** Moves on every announced change: a revision read across a change is not remembered. */
  private clock = 0;

  constructor(private readonly budget = LIST_CACHE_BYTES) {}

  static keyOf(ownerId: string, grantId: string | undefined, list: string): string {
    return `${ownerId}|${grantId ?? ''}|${list}`;
  }

  /** The owner's revision as known here, or undefined (read it from the database). */
  revisionOf(ownerId: string): number | undefined {
    return this.revisions.get(ownerId);
  }

  /** Call before reading the revision from the database; pass the mark to `learnRevision`. */
  mark(): number {
    return this.clock;
  }

  learnRevision(ownerId: string, revision: number, mark: number): void {
    if (mark !== this.clock) return;
    // Bounded like the answers: an owner's revision is one small number, 200,000 of them ~20 MB.
    if (this.revisions.size >= 200_000) this.revisions.clear();
    this.revisions.set(ownerId, revision);
  }

  /** The kept answer for exactly this revision, refreshed as recently used. */
  get(key: string, revision: number): Kept | undefined {
    const hit = this.kept.get(key);
    if (!hit || hit.revision !== revision) return undefined;
    this.kept.delete(key);
    this.kept.set(key, hit);
    return hit;
  }

  /** Keeps an answer built since `mark`, unless a change (or a key going) was announced meanwhile. */
  put(key: string, entry: Omit<Kept, 'encoded'>, mark: number): void {
    if (mark !== this.clock) return;
    this.drop(key);
    const size = entry.json.length;
    if (size > this.budget / 8) return; // one huge list must not push out everyone else's
    this.kept.set(key, { ...entry, encoded: {} });
    this.bytes += size;
    this.trim();
  }

  static compress(json: Buffer, encoding: Encoding): Promise<Buffer> {
    return encoding === 'br' ? brotli(json, BROTLI_OPTIONS) : gzip(json);
  }

  /** The answer's compressed form, made once per revision and kept with it. */
  async encoded(key: string, entry: Kept, encoding: Encoding): Promise<Buffer> {
    const ready = entry.encoded[encoding];
    if (ready) return ready;
    const body = await ListCache.compress(entry.json, encoding);
    // Still the kept entry (not replaced or dropped meanwhile)? Then keep the compressed form.
    if (this.kept.get(key) === entry && !entry.encoded[encoding]) {
      entry.encoded[encoding] = body;
      this.bytes += body.length;
      this.trim();
    }
    return body;
  }

  /** An owner's lists changed (a write, a release, a change of scope): forget the revision. */
  forgetRevision(ownerId: string): void {
    this.clock++;
    this.revisions.delete(ownerId);
  }

  /** A grant changed: whatever it showed may differ now, so no revision is trusted any more. */
  forgetGrant(grantId: string): void {
    this.clock++;
    this.revisions.clear();
    this.dropWhere((e) => e.grantId === grantId);
  }

  /** The owner's key went (sign-out, lock, deletion, key change): nothing of theirs stays. */
  forgetOwner(ownerId: string): void {
    this.forgetRevision(ownerId);
    this.dropWhere((e) => e.ownerId === ownerId);
  }

  /** Whether anything of this owner's is kept (for tests of the forgetting above). */
  holdsOwner(ownerId: string): boolean {
    for (const e of this.kept.values()) if (e.ownerId === ownerId) return true;
    return this.revisions.has(ownerId);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.bytes };
  }

  private dropWhere(test: (e: Kept) => boolean): void {
    for (const [key, e] of this.kept) if (test(e)) this.drop(key);
  }

  private drop(key: string): void {
    const e = this.kept.get(key);
    if (!e) return;
    this.kept.delete(key);
    this.bytes -= e.json.length + (e.encoded.br?.length ?? 0) + (e.encoded.gzip?.length ?? 0);
  }

  private trim(): void {
    while (this.bytes > this.budget && this.kept.size) this.drop(this.kept.keys().next().value!);
  }
}
