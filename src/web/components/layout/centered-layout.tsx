import type { ReactNode } from 'react';
import { BrandMark } from '../brand-mark';

/** Brand mark above one centred card: the frame of the password and not-found pages. */
export function CenteredLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-background to-secondary px-4 py-8">
      <BrandMark />
      <main className="flex w-full flex-1 items-center justify-center py-10">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
