import { useEffect } from 'react';
import { markToastShown, useToast } from '../../hooks/use-toast';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';

/** Renders the current toasts; mount once near the root of the app. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
          <ShownSignal id={id} />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}

/** Tells the toast store its toast is on screen (effects run after the browser paints it). */
function ShownSignal({ id }: { id: string }) {
  useEffect(() => markToastShown(id), [id]);
  return null;
}
