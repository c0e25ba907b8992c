import { describe, expect, it } from 'vitest';
import { RECORD_KINDS } from '../index';
import type { FieldSpec } from '../field-types';
import type { RecordJson } from '../record-schema';
import { documentsKind } from '../documents';
import { bankAccountsKind } from '../bank-accounts';
import { estateChecklistItemsKind } from '../estate-checklist-items';
import { cardView, filterChoices, recordDisplay, TYPE_TONES, valueBadge } from './index';

const rec = (fields: Record<string, unknown>): RecordJson =>
  ({ id: crypto.randomUUID(), createdAt: '', updatedAt: '', ...fields }) as RecordJson;

/** Every card badge showing a choice field's value, area by area. */
const typeBadges = RECORD_KINDS.flatMap((kind) =>
  (recordDisplay(kind.key).card.badges ?? []).flatMap((rule) => {
    const name = rule.value && [rule.value.field].flat()[0];
    const fields: Record<string, FieldSpec> = kind.fields;
    const field = name ? fields[name] : undefined;
    return field?.type === 'choice' ? [{ kind, name: name!, options: field.options, rule }] : [];
  }),
);

describe('type badges', () => {
  it('are coloured by type in every area, each type keeping its colour', () => {
    expect(typeBadges.length).toBeGreaterThanOrEqual(10);
    for (const { kind, name, options, rule } of typeBadges) {
      const display = recordDisplay(kind.key);
      // A record holding only this field: its type badge comes first.
      const toneOf = (value: string) =>
        cardView(display, kind, rec({ [name]: value })).badges[0]?.tone;
      options.forEach((option, i) => {
        const tone = toneOf(option);
        const named = rule.tones?.[option];
        // A colour the spec names (banking's map) wins; every other type takes its hue.
        expect(tone, `${kind.key}.${name} = ${option}`).toBe(
          named ?? TYPE_TONES[i % TYPE_TONES.length],
        );
        expect(toneOf(option)).toBe(tone); // the same on every card
      });
      // Neighbouring types differ, so a list of mixed types reads apart.
      const tones = options
        .slice(0, TYPE_TONES.length)
        .filter((o) => !rule.tones?.[o])
        .map(toneOf);
      expect(new Set(tones).size).toBe(tones.length);
    }
  });

  it('keep banking’s own colour map and colour the types outside it by the rule', () => {
    const display = recordDisplay('bank-accounts');
    const tone = (accountType: string) =>
      cardView(display, bankAccountsKind, rec({ accountType })).badges[0]?.tone;
    expect(tone('Checking')).toBe('default');
    expect(tone('Savings')).toBe('success');
    expect(TYPE_TONES).toContain(tone('Business Checking'));
    expect(tone('Business Checking')).not.toBe(tone('Trust Account'));
  });

  it('show a value outside the list (older data) in the badge’s plain colour', () => {
    const display = recordDisplay('bank-accounts');
    const view = cardView(display, bankAccountsKind, rec({ accountType: 'Brokerage Cash' }));
    expect(view.badges[0]).toMatchObject({ text: 'Brokerage Cash', tone: 'secondary' });
  });
});

describe('document category badge', () => {
  const display = recordDisplay('documents');
  const badge = (category: string) =>
    cardView(display, documentsKind, rec({ title: 'Will', category })).badges.find((b) => !b.icon);

  it('says "… Documents" for Legal, Financial, Insurance, Personal and Medical', () => {
    expect(badge('Legal')?.text).toBe('Legal Documents');
    expect(badge('Financial')?.text).toBe('Financial Documents');
    expect(badge('Insurance')?.text).toBe('Insurance Documents');
    expect(badge('Personal')?.text).toBe('Personal Documents');
    expect(badge('Medical')?.text).toBe('Medical Documents');
    expect(badge('Tax Documents')?.text).toBe('Tax Documents');
    expect(badge('Real Estate')?.text).toBe('Real Estate');
    expect(badge('Legal')?.tone).not.toBe(badge('Financial')?.tone);
  });

  it('leaves the filter with the stored wording', () => {
    const choices = filterChoices(display, documentsKind, [
      rec({ category: 'Legal' }),
      rec({ category: 'Medical' }),
    ]);
    expect(JSON.stringify(choices)).not.toContain('Legal Documents');
  });
});

describe('one colour rule for the checklist priorities', () => {
  it('gives a side panel the badge the items show', () => {
    const display = recordDisplay('estate-checklist-items');
    const item = cardView(display, estateChecklistItemsKind, rec({ title: 'x', priority: 1 }));
    expect(valueBadge(display, estateChecklistItemsKind, 'priority', 1)).toEqual(item.badges[0]);
    expect(valueBadge(display, estateChecklistItemsKind, 'priority', 1)?.tone).toBe('danger');
    expect(valueBadge(display, estateChecklistItemsKind, 'priority', 3)).toMatchObject({
      text: 'Low Priority',
      tone: 'outline',
    });
  });
});
