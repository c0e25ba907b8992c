/**
 * Display formatting shared by the web client's cards, totals and dashboards (part 1 §9):
 * pure functions over the API's values, Intl-based, so every screen formats alike.
 */

const LOCALE = 'en-US';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const moneyFormats = new Map<number, Intl.NumberFormat>();
function moneyFormat(decimals: number): Intl.NumberFormat {
  let format = moneyFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(decimals, format);
  }
  return format;
}

/** True when a value is absent: null, undefined or blank text. */
export function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && !value.trim());
}

/**
 * USD with a fixed number of decimals: ('1234.5', 2) → '$1,234.50', ('1234.5', 0) → '$1,235'.
 * Decimal strings go to Intl as strings, which formats them exactly (no float detour).
 * Blank or non-numeric input gives ''.
 */
export function formatMoney(value: string | number | null | undefined, decimals: 0 | 2): string {
  if (isBlank(value)) return '';
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return '';
  return moneyFormat(decimals).format(text as `${number}`);
}

const percentFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** A percentage value as the API stores it (0..100): '4.50' → '4.5%'. Blank gives ''. */
export function formatPercent(value: string | number | null | undefined): string {
  if (isBlank(value)) return '';
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return '';
  return `${percentFormat.format(text as `${number}`)}%`;
}

/** Account numbers show only their last 4 characters: '123456789012' → '****9012'; 4 or fewer show in full. */
export function maskAccountNumber(value: string | null | undefined): string {
  if (isBlank(value)) return '';
  const text = value.trim();
  return text.length <= 4 ? text : `****${text.slice(-4)}`;
}

/** 10-digit phone numbers as '(555) 123-4567'; anything else as typed (part 1 §3). */
export function formatPhone(value: string | null | undefined): string {
  if (isBlank(value)) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 10) return value.trim();
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const dateOnlyFormat = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * 'Jan 5, 2024'. A date-only value ('2024-01-05') is a calendar day, not an instant: it is read
 * from its parts and formatted in UTC, so it shows as the same day in every time zone. A
 * timestamp (createdAt) is an instant and shows as the local day. Unreadable input gives ''.
 */
export function formatDate(value: string | null | undefined): string {
  if (isBlank(value)) return '';
  const text = value.trim();
  const parts = DATE_ONLY.exec(text);
  if (parts) {
    const [, y, m, d] = parts.map(Number);
    return dateOnlyFormat.format(new Date(Date.UTC(y, m - 1, d)));
  }
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(instant);
}

/** Avatar initials from the first letters of up to 2 words: 'mary ann smith' → 'MA'. */
export function initials(name: string | null | undefined): string {
  if (isBlank(name)) return '';
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/**
 * Formats an SSN as it is typed into XXX-XX-XXXX: keeps at most 9 digits and inserts the
 * dashes once the digits reach them ('12345' → '123-45', '123456789' → '123-45-6789').
 */
export function formatSsnInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
