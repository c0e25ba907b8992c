import { formatDate } from '../../domain/format';
import { CHECKLIST_AREA, reminderSource } from '../../domain/reminder-sources';

/** One line's worth of a reminder mail: the area, the day and how far it is. No titles. */
export interface MailItem {
  source: string;
  occurrence: string;
  daysAway: number;
  count: number;
}

const away = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

/** 'Documents: 2 (Dec 24, 2026, in 30 days; Dec 1, 2026, in 7 days)', areas in a fixed order. */
export function mailLines(items: MailItem[]): string[] {
  const byArea = new Map<string, MailItem[]>();
  for (const item of items) {
    const area = reminderSource(item.source)?.area ?? CHECKLIST_AREA;
    byArea.set(area, [...(byArea.get(area) ?? []), item]);
  }
  return [...byArea].map(([area, list]) => {
    if (area === CHECKLIST_AREA) {
      const n = list.reduce((sum, i) => sum + i.count, 0);
      return `- ${area}: ${n} high-priority ${n === 1 ? 'item is' : 'items are'} unfinished`;
    }
    const dates = [...list]
      .sort((a, b) => a.daysAway - b.daysAway)
      .map((i) => `${formatDate(i.occurrence)}, ${away(i.daysAway)}`);
    return `- ${area}: ${list.length} (${dates.join('; ')})`;
  });
}

/** What both kinds of reminder mail share: where to see details and how to stop them. */
interface MailLinks {
  appName: string;
  upcomingUrl: string;
  unsubscribeUrl: string;
}

/** The daily reminder email: areas, counts and dates of what was reminded today. */
export function dailyReminderEmail(items: MailItem[], links: MailLinks) {
  const n = items.reduce((sum, i) => sum + (reminderSource(i.source) ? 1 : 0), 0);
  return {
    subject: `${links.appName} reminders: ${n > 0 ? `${n} ${n === 1 ? 'date' : 'dates'} coming up` : 'checklist items to finish'}`,
    text:
      `Here is what ${links.appName} is reminding you of today:\n\n` +
      `${mailLines(items).join('\n')}\n\n` +
      `Sign in to see each one: ${links.upcomingUrl}\n\n` +
      footer('reminder emails are', 'reminder emails', links),
  };
}

/** The weekly digest: everything in the next 30 days, by area. */
export function weeklyDigestEmail(items: MailItem[], links: MailLinks) {
  return {
    subject: `${links.appName} weekly digest: the next 30 days`,
    text:
      (items.length === 0
        ? `Nothing in ${links.appName} falls due in the next 30 days.\n\n`
        : `Coming up in the next 30 days:\n\n${mailLines(items).join('\n')}\n\n`) +
      `Sign in to see each one: ${links.upcomingUrl}\n\n` +
      footer('the weekly digest is', 'the weekly digest', links),
  };
}

function footer(isOn: string, what: string, links: MailLinks) {
  return (
    `Titles and details stay encrypted in your records: this email only names areas and dates.\n` +
    `You get this because ${isOn} on in your Preferences. Turn ${what} off: ${links.unsubscribeUrl}\n`
  );
}
