import type { Database } from '../db/client';
import { systemSettings } from '../db/schema';
import { putSetting, SETTING_DEFAULTS, type SettingKey } from './system-settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** In-memory settings every request may read without a query (see LiveSettings). */
    liveSettings: LiveSettings;
  }
}

/** How stale another instance's change may be before this one sees it. */
export const LIVE_SETTINGS_REFRESH_MS = 3_000;

/**
 * The settings hot paths read (maintenance mode on every API request, the admin IP allowlist,
 * the application name), held in memory so no request pays a query for them. Loaded at start;
 * a change made here applies at once on this instance and reaches the others within
 * LIVE_SETTINGS_REFRESH_MS, re-read in the background by the first request after that.
 */
export class LiveSettings {
  private values = new Map<string, string>();
  private loadedAt = 0;
  private refreshing: Promise<void> | null = null;
  /** Bumped by every local write, so a refresh that read the table before it is discarded. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Reads every setting once; the app awaits this before it serves. */
  async load(): Promise<void> {
    const generation = this.generation;
    const rows = await this.db
      .select({ key: systemSettings.key, value: systemSettings.value })
      .from(systemSettings);
    if (generation !== this.generation) return; // a local write landed meanwhile: read again later
    this.values = new Map(rows.map((r) => [r.key, r.value]));
    this.loadedAt = Date.now();
  }

  /** The current value (possibly a few seconds old when another instance changed it). */
  get(key: SettingKey): string {
    this.refreshIfStale();
    return this.values.get(key) ?? SETTING_DEFAULTS[key];
  }

  /** True while maintenance mode is on. */
  get maintenance(): boolean {
    return this.get('maintenance_mode') === 'true';
  }

  /** Saves settings in one transaction and applies them on this instance at once. */
  async save(entries: ReadonlyArray<[SettingKey, string]>, updatedBy?: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const [key, value] of entries) await putSetting(tx, key, value, updatedBy);
    });
    this.generation += 1;
    for (const [key, value] of entries) this.values.set(key, value);
  }

  /** Waits for a background refresh in flight (before the database closes). */
  async settle(): Promise<void> {
    await this.refreshing;
  }

  private refreshIfStale() {
    if (this.refreshing || Date.now() - this.loadedAt < LIVE_SETTINGS_REFRESH_MS) return;
    this.refreshing = this.load()
      .catch((err) => {
        // Keep serving the last known values; try again after the next interval.
        this.loadedAt = Date.now();
        this.onError(err);
      })
      .finally(() => {
        this.refreshing = null;
      });
  }
}
