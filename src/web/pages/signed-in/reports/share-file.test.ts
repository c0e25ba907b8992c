import { describe, expect, it, vi } from 'vitest';
import { shareOrDownload } from './share-file';

const pdf = () =>
  new File(['%PDF-1.7'], 'kinfolio-estate-summary-2025-03-04.pdf', { type: 'application/pdf' });

describe('sharing a report', () => {
  it('shares the PDF through the Web Share API where the browser can share files', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    const download = vi.fn();
    const outcome = await shareOrDownload(pdf(), 'Estate Summary', download, {
      canShare: () => true,
      share,
    });
    expect(outcome).toBe('shared');
    expect(share.mock.calls[0][0].files?.[0].name).toBe('kinfolio-estate-summary-2025-03-04.pdf');
    expect(share.mock.calls[0][0].title).toBe('Estate Summary');
    expect(download).not.toHaveBeenCalled();
  });

  it('downloads it where the browser cannot share files', async () => {
    const download = vi.fn();
    expect(await shareOrDownload(pdf(), 'Estate Summary', download, {})).toBe('downloaded');
    const refuses = { canShare: () => false, share: vi.fn() };
    expect(await shareOrDownload(pdf(), 'Estate Summary', download, refuses)).toBe('downloaded');
    expect(refuses.share).not.toHaveBeenCalled();
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('treats a closed share sheet as cancelled, and a failed share as a download', async () => {
    const download = vi.fn();
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    const closed = { canShare: () => true, share: vi.fn().mockRejectedValue(abort) };
    expect(await shareOrDownload(pdf(), 'T', download, closed)).toBe('cancelled');
    expect(download).not.toHaveBeenCalled();
    const failing = { canShare: () => true, share: vi.fn().mockRejectedValue(new Error('no')) };
    expect(await shareOrDownload(pdf(), 'T', download, failing)).toBe('downloaded');
    expect(download).toHaveBeenCalledTimes(1);
  });
});
