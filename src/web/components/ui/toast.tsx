import * as React from 'react';
import * as ToastPrimitives from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useBottomOverlay } from '../../lib/bottom-overlays';
import { cn } from '../../lib/utils';

/** Radix Toast provider; its defaults are the spec's: 5000 ms, swipe right past 50 px, F8. */
export const ToastProvider = ToastPrimitives.Provider;

/**
 * Where toasts appear: at the bottom on phones, above the upload tray when it is open, the
 * page keeping room below for both (lib/bottom-overlays.ts); top-right from sm up.
 */
export function ToastViewport({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Viewport>) {
  const viewport = React.useRef<HTMLOListElement>(null);
  useBottomOverlay(viewport, 'toasts');
  return (
    <ToastPrimitives.Viewport
      ref={viewport}
      data-slot="toast-viewport"
      className={cn(
        'fixed bottom-[var(--bottom-tray,0px)] z-[100] flex max-h-screen w-full flex-col p-4 empty:p-0 sm:top-0 sm:right-0 sm:bottom-auto sm:flex-col-reverse md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between space-x-4 overflow-hidden rounded-md border p-6 pr-8 shadow-lg max-sm:pr-12 transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=open]:animate-in data-[state=closed]:animate-out data-[swipe=end]:animate-out data-[state=closed]:fade-out-80 data-[state=closed]:slide-out-to-right-full data-[state=open]:slide-in-from-bottom-full data-[state=open]:sm:slide-in-from-top-full',
  {
    variants: {
      variant: {
        default: 'border bg-background text-foreground',
        destructive:
          'destructive group border-destructive bg-destructive text-white dark:bg-destructive/90',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** One toast. */
export function Toast({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitives.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

/** Optional action button inside a toast: a 44 px target on a phone (issue 41). */
export function ToastAction({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      className={cn(
        'ring-offset-background hover:bg-secondary focus:ring-ring inline-flex h-8 shrink-0 max-sm:h-11 max-sm:min-w-11 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors focus:ring-2 focus:ring-offset-2 focus:outline-none disabled:pointer-events-none disabled:opacity-50 group-[.destructive]:border-white/40 group-[.destructive]:hover:bg-white/10',
        className,
      )}
      {...props}
    />
  );
}

/** The X that closes a toast: on a phone, where nothing hovers to show it, always shown and 44 px. */
export function ToastClose({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      className={cn(
        'text-foreground/50 hover:text-foreground absolute top-2 right-2 cursor-pointer rounded-md p-1 max-sm:top-0 max-sm:right-0 max-sm:p-3.5 max-sm:opacity-100 opacity-0 transition-opacity group-hover:opacity-100 focus:opacity-100 focus:ring-2 focus:outline-none group-[.destructive]:text-white/80 group-[.destructive]:hover:text-white',
        className,
      )}
      toast-close=""
      aria-label="Close"
      {...props}
    >
      <X className="size-4" />
    </ToastPrimitives.Close>
  );
}

/** Toast heading. */
export function ToastTitle({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

/** Toast body text. */
export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Description>) {
  return <ToastPrimitives.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

/** Props a toast accepts (what `toast()` forwards to Radix). */
export type ToastProps = React.ComponentProps<typeof Toast>;
/** An element usable as a toast's action. */
export type ToastActionElement = React.ReactElement<typeof ToastAction>;
