/**
 * Where each document's file goes in the download: files/<Category>/<original name>. Names are
 * made safe for every file system (no separators, control or reserved characters, no leading
 * dots) and unique within the ZIP, case-insensitively: a second 'will.pdf' becomes
 * 'will (2).pdf'.
 */

/** The folder the documents' files are under. */
export const FILES_FOLDER = 'files';

// Control characters are unsafe in every file system; the rest are reserved on Windows.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]/g;

/** One path segment made safe; `fallback` when nothing usable is left. */
export function safeSegment(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '')
    .slice(0, 180)
    .trim();
  return cleaned || fallback;
}

/** 'will.pdf', 2 → 'will (2).pdf'; a name without an extension gets the number at the end. */
export function numbered(name: string, n: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
}

/** Hands out unique ZIP paths for documents' files. */
export function filePaths() {
  const taken = new Set<string>();
  return {
    /** files/<Category>/<name>, unique (case-insensitive) among the paths handed out so far. */
    next(category: string | null | undefined, originalName: string): string {
      const folder = `${FILES_FOLDER}/${safeSegment(category ?? '', 'Other')}`;
      const name = safeSegment(originalName, 'file');
      let path = `${folder}/${name}`;
      for (let n = 2; taken.has(path.toLowerCase()); n += 1)
        path = `${folder}/${numbered(name, n)}`;
      taken.add(path.toLowerCase());
      return path;
    },
  };
}
