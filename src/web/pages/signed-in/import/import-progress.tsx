/** The import's progress: the upload's share when known, then an indeterminate bar while the server works. */
export function ImportProgress({ fraction, label }: { fraction: number | null; label: string }) {
  const pct = fraction === null ? null : Math.round(fraction * 100);
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct ?? undefined}
        className="bg-muted relative h-2 w-full overflow-hidden rounded-full"
      >
        <div
          className={
            pct === null
              ? 'bg-primary absolute inset-y-0 left-0 w-1/3 animate-pulse rounded-full'
              : 'bg-primary h-full rounded-full transition-[width]'
          }
          style={pct === null ? undefined : { width: `${pct}%` }}
        />
      </div>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {label}
        {pct !== null && pct < 100 ? ` (${pct}%)` : ''}
      </p>
    </div>
  );
}
