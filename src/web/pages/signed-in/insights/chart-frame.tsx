import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';

const noChanges = () => () => {};

/**
 * The box a chart is drawn in, named for screen readers (the figures beside it say the same in
 * words). Recharts draws only once the application runs: on a screen the server rendered, that
 * is right after the first paint (page-loader.ts). Until then the empty box says the chart is
 * on its way: nothing on the screen is left blank without a word.
 */
export function ChartFrame({
  label,
  className,
  style,
  children,
}: {
  label: string;
  className: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  // False in the server's render and while React hydrates it; true once the application runs.
  const running = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return (
    <div role="img" aria-label={label} className={`relative ${className}`} style={style}>
      {!running && (
        <p
          aria-hidden="true"
          className="text-muted-foreground absolute inset-0 flex items-center justify-center rounded-lg border border-dashed p-4 text-center text-sm"
        >
          Drawing the chart…
        </p>
      )}
      {children}
    </div>
  );
}
