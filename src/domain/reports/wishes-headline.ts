import { readsItem, type RecordJson } from '../records';
import { plain } from './binder-layout';

/** A long answer cut to its first sentence or so: a headline, not the whole wish. */
const short = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

/**
 * The final wishes' headline (issue 29): burial or cremation, where, and the service, from the
 * Letters & Wishes items of type 'Final wishes' that the trusted person with grant `grantId` may
 * read (items name readers by grant id; null: the owner, who reads all). Printed on the binder's
 * first page and as the executor plan's last step.
 */
export function wishesHeadline(items: readonly RecordJson[], grantId: string | null): string[] {
  const lines: string[] = [];
  for (const item of items) {
    if (item.locked || item.itemType !== 'Final wishes') continue;
    if (grantId !== null && !readsItem(item.readers as string, grantId)) continue;
    const parts = [
      ['Burial or cremation', plain(item.disposition)],
      ['Where', plain(item.restingPlace)],
      ['Service', short(plain(item.service))],
    ].filter(([, value]) => value);
    lines.push(...parts.map(([label, value]) => `${label}: ${value}`));
  }
  return lines;
}
