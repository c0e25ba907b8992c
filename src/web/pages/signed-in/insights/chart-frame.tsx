import type { CSSProperties, ReactNode } from 'react';
import { DRAWN_IN_BROWSER } from '../../../page-loader-marks';

/**
 * The box a chart is drawn in, named for screen readers (the figures beside it say the same in
 * words), and marked as drawn in the browser: the application starts when it nears the screen.
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
  return (
    <div
      role="img"
      aria-label={label}
      className={className}
      style={style}
      {...{ [DRAWN_IN_BROWSER]: '' }}
    >
      {children}
    </div>
  );
}
