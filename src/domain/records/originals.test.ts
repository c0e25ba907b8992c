import { describe, expect, it } from 'vitest';
import { documentsKind } from './documents';
import { cardView, recordDisplay } from './display';
import { originalsOf } from './originals';

const doc = (values: Record<string, unknown>) => ({
  id: String(values.id ?? 'd1'),
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...values,
});
const names = new Map([
  ['p1', 'Paul Okafor'],
  ['c1', 'Ruth Bader'],
]);

describe('where the originals are', () => {
  it('lists the documents an executor needs first, with whom they name', () => {
    const list = originalsOf(
      [
        doc({
          id: 'w',
          title: 'Last will',
          documentType: 'Will',
          location: 'Safe',
          namedFamilyMemberId: 'p1',
          namedRole: 'Executor',
          dateSigned: '2023-03-14',
          attorneyContactId: 'c1',
        }),
        doc({ id: 'p', title: 'Passport', documentType: 'Passport', location: 'Drawer' }),
        doc({ id: 'x', documentType: 'Will', locked: true }),
      ],
      names,
    );
    expect(list).toEqual([
      {
        id: 'w',
        title: 'Last will',
        documentType: 'Will',
        location: 'Safe',
        named: 'Paul Okafor as Executor',
        signed: 'Mar 14, 2023',
        attorney: 'Ruth Bader',
      },
    ]);
  });

  it('shows them on the document card by name, never by id', () => {
    const view = cardView(
      recordDisplay('documents'),
      documentsKind,
      doc({
        title: 'Trust',
        namedContactId: 'c1',
        namedRole: 'Trustee',
        attorneyContactId: 'gone',
        dateSigned: '2020-02-02',
      }),
      names,
    );
    const lines = Object.fromEntries(view.lines.map((l) => [l.label, l.value]));
    expect(lines['Named:']).toBe('Ruth Bader as Trustee');
    expect(lines['Signed:']).toBe('Feb 2, 2020');
    expect(lines['Attorney Copy:']).toBeUndefined();
  });
});
