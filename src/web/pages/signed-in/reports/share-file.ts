/** What the browser offers for sharing: the Web Share API's two methods, where it has them. */
export interface ShareTarget {
  canShare?: (data: ShareData) => boolean;
  share?: (data: ShareData) => Promise<void>;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'downloaded';

/**
 * Shares a file through the Web Share API where the browser can share files (phones, Safari,
 * Chrome on Windows and ChromeOS), else hands it over as a download. Closing the share sheet is
 * 'cancelled', not a failure; any other share error falls back to the download.
 */
export async function shareOrDownload(
  file: File,
  title: string,
  download: (file: File) => void,
  target: ShareTarget = navigator,
): Promise<ShareOutcome> {
  const data: ShareData = { files: [file], title };
  if (target.share && target.canShare?.(data)) {
    try {
      await target.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  download(file);
  return 'downloaded';
}
