import { useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { DRAWN_IN_BROWSER } from '../../../page-loader-marks';

const noChanges = () => () => {};

/**
 * The box a chart is drawn in, named for screen readers (the figures beside it say the same in
 * words), and marked as drawn in the browser (page-loader-marks.ts). Recharts draws only once the
 * application runs: on a screen the server rendered, a computer starts it as the chart nears the
 * screen; a phone starts it at the first touch (a finger that scrolls is one), so that its CPU is
 * not busy before the person does anything. Until then a phone shows, in the empty box, how to
 * have it drawn: nothing on the screen is left blank without a word.
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
    <div
      role="img"
      aria-label={label}
      className={`relative ${className}`}
      style={style}
      {...{ [DRAWN_IN_BROWSER]: '' }}
    >
      {!running && (
        <p
          aria-hidden="true"
          className="text-muted-foreground absolute inset-0 flex items-center justify-center rounded-lg border border-dashed p-4 text-center text-sm pointer-fine:hidden"
        >
          Touch the page to draw this chart.
        </p>
      )}
      {children}
    </div>
  );
}
