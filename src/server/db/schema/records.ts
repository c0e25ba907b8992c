import type { HasDefault, NotNull } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
  type PgBooleanBuilderInitial,
  type PgDateStringBuilderInitial,
  type PgIntegerBuilderInitial,
  type PgNumericBuilderInitial,
  type PgTextBuilderInitial,
  type PgUUIDBuilderInitial,
} from 'drizzle-orm/pg-core';
import { reminderIndexes } from './reminder-indexes';
import {
  bankAccountsKind,
  businessInterestsKind,
  charitableGiftsKind,
  debtsLiabilitiesKind,
  documentsKind,
  estateChecklistItemsKind,
  familyMembersKind,
  importantDatesKind,
  insurancePoliciesKind,
  investmentAccountsKind,
  lettersAndWishesKind,
  medicalInformationKind,
  professionalContactsKind,
  realEstateKind,
  recordKindByKey,
  RESERVED_FIELD_NAMES,
  type BooleanField,
  type ChoiceField,
  type DateField,
  type FieldMap,
  type FieldSpec,
  type IntegerField,
  type MoneyField,
  type PercentField,
  type RecordKind,
  type ReferenceField,
  type TextField,
} from '../../../domain/records';
import { storedFiles, users } from './core';

/** The typed column a plain field becomes (text fields have none: they live in `sealed`). */
type ColumnFor<F extends FieldSpec> = F extends ChoiceField
  ? PgTextBuilderInitial<string, [string, ...string[]]>
  : F extends MoneyField | PercentField
    ? PgNumericBuilderInitial<string>
    : F extends DateField
      ? PgDateStringBuilderInitial<string>
      : F extends BooleanField
        ? NotNull<HasDefault<PgBooleanBuilderInitial<string>>>
        : F extends IntegerField & { default: number }
          ? NotNull<HasDefault<PgIntegerBuilderInitial<string>>>
          : F extends IntegerField
            ? PgIntegerBuilderInitial<string>
            : F extends ReferenceField
              ? PgUUIDBuilderInitial<string>
              : never;

/** One column per plain field, keyed by the field's name. */
type PlainColumns<F extends FieldMap> = {
  [N in keyof F as F[N] extends TextField ? never : N]: ColumnFor<F[N]>;
};

/** The columns every record table has, whatever its kind. Fresh builders per table. */
function commonColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every text field of the row, packed and encrypted as one ciphertext (docs/decisions/005). */
    sealed: text('sealed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/** SQL column name of a field: camelCase to snake_case, acronyms kept whole (contributionsYTD). */
export function columnName(fieldName: string): string {
  return fieldName
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/**
 * What a reference field may point at, by the kind it names. Record tables register themselves
 * as they are built; documents' filePath points at stored files.
 */
const referenceTargets = new Map<string, () => AnyPgColumn>([
  ['stored-files', () => storedFiles.id],
]);

function plainColumn(name: string, field: FieldSpec) {
  const column = columnName(name);
  switch (field.type) {
    case 'text':
      return undefined;
    case 'choice':
      return text(column);
    case 'money':
      return numeric(column, { precision: field.precision, scale: 2 });
    case 'percent':
      return numeric(column, { precision: 5, scale: 2 });
    case 'date':
      return date(column, { mode: 'string' });
    case 'boolean':
      return boolean(column).notNull().default(field.default);
    case 'integer':
      return field.default === undefined
        ? integer(column)
        : integer(column).notNull().default(field.default);
    case 'reference': {
      const target = referenceTargets.get(field.kind);
      // A record kind built later would silently lose its foreign key: fail loudly instead.
      if (!target && recordKindByKey(field.kind)) {
        throw new Error(`Build the ${field.kind} table before the one referencing it (${name})`);
      }
      // Deleting the target keeps this row and clears the link (e.g. medical info -> General).
      return target ? uuid(column).references(target, { onDelete: 'set null' }) : uuid(column);
    }
  }
}

/** Builds a kind's table: common columns, one typed column per plain field, one `sealed`. */
export function recordTable<const F extends FieldMap, K extends string>(kind: RecordKind<F, K>) {
  const { sealed, createdAt, updatedAt, ...head } = commonColumns();
  const plain: Record<string, NonNullable<ReturnType<typeof plainColumn>>> = {};
  for (const [name, field] of Object.entries(kind.fields)) {
    if ((RESERVED_FIELD_NAMES as readonly string[]).includes(name)) {
      throw new Error(`${kind.key}.${name} clashes with a common column`);
    }
    const column = plainColumn(name, field);
    if (column) plain[name] = column;
  }
  const columns = { ...head, ...(plain as PlainColumns<F>), sealed, createdAt, updatedAt };
  const references = Object.keys(kind.fields).filter((n) => kind.fields[n].type === 'reference');
  const table = pgTable(kind.table, columns, (t) => [
    index(`${kind.table}_user_created_idx`).on(t.userId, t.createdAt),
    // A reference is looked up by its value when its target goes (ON DELETE SET NULL) and when
    // a record shows what points at it: indexed, or that reads every family's rows.
    ...references.map((name) =>
      index(`${kind.table}_${columnName(name)}_idx`).on(
        (t as unknown as Record<string, AnyPgColumn>)[name],
      ),
    ),
    ...reminderIndexes(
      kind.key,
      kind.table,
      t as unknown as Record<string, AnyPgColumn>,
      columnName,
    ),
  ]);
  referenceTargets.set(kind.key, () => table.id);
  return table;
}

// Top-level consts so drizzle-kit sees every table; a referenced kind's table comes first.
/** family_members */
export const familyMembers = recordTable(familyMembersKind);
/** bank_accounts (served on /api/banking-accounts and /api/bank-accounts) */
export const bankAccounts = recordTable(bankAccountsKind);
/** investment_accounts */
export const investmentAccounts = recordTable(investmentAccountsKind);
/** insurance_policies */
export const insurancePolicies = recordTable(insurancePoliciesKind);
/** real_estate_properties */
export const realEstateProperties = recordTable(realEstateKind);
/** professional_contacts (before documents, which name a contact) */
export const professionalContacts = recordTable(professionalContactsKind);
/** documents (who a will or power of attorney names: a family member or a contact) */
export const documents = recordTable(documentsKind);
/** estate_checklist_items */
export const estateChecklistItems = recordTable(estateChecklistItemsKind);
/** important_dates */
export const importantDates = recordTable(importantDatesKind);
/** debts_liabilities */
export const debtsLiabilities = recordTable(debtsLiabilitiesKind);
/** medical_information (familyMemberId references family_members) */
export const medicalInformation = recordTable(medicalInformationKind);
/** business_interests */
export const businessInterests = recordTable(businessInterestsKind);
/** charitable_gifts (Legacy Planning › Charitable Giving) */
export const charitableGifts = recordTable(charitableGiftsKind);
/** letters_and_wishes (sealed under the owner's after key, issue 29) */
export const lettersAndWishes = recordTable(lettersAndWishesKind);

/** Every record table by its kind's key, for the generic CRUD code. */
export const recordTables = {
  'family-members': familyMembers,
  'bank-accounts': bankAccounts,
  'investment-accounts': investmentAccounts,
  'insurance-policies': insurancePolicies,
  'real-estate': realEstateProperties,
  documents,
  'estate-checklist-items': estateChecklistItems,
  'important-dates': importantDates,
  'professional-contacts': professionalContacts,
  'debts-liabilities': debtsLiabilities,
  'medical-information': medicalInformation,
  'business-interests': businessInterests,
  'charitable-gifts': charitableGifts,
  'letters-and-wishes': lettersAndWishes,
} as const;
