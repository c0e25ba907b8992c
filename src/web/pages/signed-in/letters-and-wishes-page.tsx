import { useState } from 'react';
import { Link } from 'react-router';
import { parseReaders } from '../../../domain/records';
import type { RecordJson } from '../../../domain/records/record-schema';
import {
  LETTERS_NOTICES,
  NOTHING_RELEASED,
  lettersNoticeOf,
  lettersReaderDescription,
} from '../../../domain/letters-and-wishes-words';
import { FileViewerDialog, type ViewedFile } from '../../components/file-viewer/file-viewer-dialog';
import { useVault } from '../../lib/vault';
import { RecordListPage } from '../../records/record-list-page';
import { LetterFileButton, LetterFileField, letterFileOf } from './letters-and-wishes/letter-file';
import { ReadableNowSwitch } from './letters-and-wishes/readable-now-switch';
import { ReadersPicker } from './letters-and-wishes/readers-picker';
import { usePeople } from './letters-and-wishes/use-people';

/**
 * Letters & Wishes (/letters-and-wishes, issue 29): the generic list screen plus who may read
 * each item, and a notice saying who can read them and when. In someone else's vault the server
 * answers only after release, with the items that name the reader. A letter's file (a scan, or a
 * recorded message played in the viewer) opens for the same people as the letter.
 */
export default function LettersAndWishesPage() {
  const vault = useVault();
  const [viewed, setViewed] = useState<ViewedFile | null>(null);
  const people = usePeople();
  const names = new Map((people ?? []).map((p) => [p.id, p.name ?? p.email]));
  const readersOf = (record: RecordJson) => {
    const parsed = parseReaders(typeof record.readers === 'string' ? record.readers : null);
    return parsed === 'all'
      ? 'All my trusted people'
      : parsed.map((id) => names.get(id) ?? 'Someone removed').join(', ');
  };
  const notice = vault ? null : people ? <OwnerNotice kind={lettersNoticeOf(people)} /> : null;

  const fileButton = (record: RecordJson) => {
    const file = letterFileOf(record);
    return file ? <LetterFileButton file={file} onOpen={setViewed} /> : null;
  };

  return (
    <>
      <RecordListPage
        kindKey="letters-and-wishes"
        notice={notice}
        description={vault ? lettersReaderDescription(vault.ownerName) : undefined}
        hiddenFields={['readers', 'readableNow']}
        extraDialogContent={(context) => (
          <>
            <LetterFileField {...context} />
            <ReadersPicker {...context} />
            <ReadableNowSwitch {...context} />
          </>
        )}
        transformValues={(values) => ({
          ...values,
          readers: values.readers || 'all',
          // Final wishes only (decision 030): a letter is never readable now.
          readableNow: values.itemType === 'Final wishes' && values.readableNow === true,
        })}
        renderCardActions={(record) => (
          <div className="flex flex-wrap items-center gap-3">
            {fileButton(record)}
            {!vault && (
              <p className="text-muted-foreground text-sm">Who may read it: {readersOf(record)}</p>
            )}
          </div>
        )}
        errorContent={
          vault ? (
            <p role="status" className="text-muted-foreground py-12 text-center">
              {NOTHING_RELEASED}
            </p>
          ) : undefined
        }
      />
      <FileViewerDialog file={viewed} onOpenChange={(open) => !open && setViewed(null)} />
    </>
  );
}

function OwnerNotice({ kind }: { kind: keyof typeof LETTERS_NOTICES }) {
  const { title, text } = LETTERS_NOTICES[kind];
  return (
    <section
      aria-label={title}
      className={`rounded-lg border p-4 ${kind === 'no-executor' ? 'border-amber-300 bg-amber-50' : 'bg-card'}`}
    >
      <h2 className="font-semibold">{title}</h2>
      <p className="text-muted-foreground mt-1 text-sm">{text}</p>
      {kind !== 'released' && (
        <Link to="/trusted-people" className="text-primary mt-2 inline-block text-sm underline">
          Trusted People
        </Link>
      )}
    </section>
  );
}
