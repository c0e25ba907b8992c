import type { ReminderMailKind } from '../../domain/reminders';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The small page an unsubscribe link opens: before, one button (a POST, so link scanners that
 * open every URL in a message turn nothing off); after, what was turned off.
 */
export function unsubscribePage(kind: ReminderMailKind, token: string, done: boolean): string {
  const what = kind === 'digest' ? 'the weekly digest' : 'reminder emails';
  const body = done
    ? `<h1>Unsubscribed</h1><p>You will not get ${what} any more. Reminders still appear in the bell when you sign in, and you can turn ${what} back on in Preferences.</p>`
    : `<h1>Turn off ${what}?</h1><form method="post" action="/api/unsubscribe?token=${escape(encodeURIComponent(token))}"><button type="submit">Turn off ${what}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribe</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #888;cursor:pointer}</style></head><body>${body}</body></html>`;
}
