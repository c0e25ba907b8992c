// shadcn/ui's toast store: a tiny reducer shared by every caller through module state, so
// `toast()` works outside React (the query client's error handler calls it).
import * as React from 'react';
import type { ToastActionElement, ToastProps } from '../components/ui/toast';

/** At most one toast at a time: a new one replaces the old (part 1 §4). */
const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in the store (part 1 §9). */
const TOAST_REMOVE_DELAY = 1000000;

type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

let count = 0;
function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

type Action =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> }
  | { type: 'DISMISS_TOAST'; toastId?: ToasterToast['id'] }
  | { type: 'REMOVE_TOAST'; toastId?: ToasterToast['id'] };

interface State {
  toasts: ToasterToast[];
}

const toastTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function addToRemoveQueue(toastId: string) {
  if (toastTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    toastTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  toastTimeouts.set(toastId, timeout);
}

/** Pure state transition for the toast list (exported for tests). */
export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD_TOAST':
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST': {
      const { toastId } = action;
      // Side effect kept here, as in shadcn/ui, so dismissing stays one call.
      if (toastId) addToRemoveQueue(toastId);
      else state.toasts.forEach((t) => addToRemoveQueue(t.id));
      return {
        ...state,
        toasts: state.toasts.map((t) =>
          t.id === toastId || toastId === undefined ? { ...t, open: false } : t,
        ),
      };
    }
    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners: Array<(state: State) => void> = [];
let memoryState: State = { toasts: [] };

function dispatch(action: Action) {
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener(memoryState));
}

/** What `toast()` accepts: title, description, variant ('default' | 'destructive'), action. */
export type Toast = Omit<ToasterToast, 'id'>;

/** Toasts raised while a screen holds them back (holdToasts), oldest first. */
let held: Toast[] | null = null;

/**
 * Keeps toasts off the screen until the returned release is called, which shows the newest one
 * held: the recovery-key screen must never be covered, so the welcome toast waits until the key
 * is saved. Toasts already on screen are taken back and held too.
 */
export function holdToasts(): () => void {
  if (held === null) {
    held = memoryState.toasts
      .filter((t) => t.open !== false)
      .map(({ id: _id, onOpenChange: _change, open: _open, ...rest }) => rest);
    dispatch({ type: 'REMOVE_TOAST' });
  }
  return () => {
    const waiting = held ?? [];
    held = null;
    const last = waiting[waiting.length - 1];
    if (last) toast(last);
  };
}

/** Shows a toast; returns handles to update or dismiss it. */
export function toast({ ...props }: Toast) {
  const id = genId();
  if (held !== null) {
    held.push(props);
    return { id, dismiss: () => {}, update: () => {} };
  }
  const update = (next: ToasterToast) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

const shown = new Set<string>();
const shownWaiters = new Map<string, () => void>();

/** The toast region calls this once a toast is on screen. */
export function markToastShown(id: string) {
  shown.add(id);
  shownWaiters.get(id)?.();
  shownWaiters.delete(id);
}

/**
 * Resolves once the toast is on screen. The toast region is a lazy chunk (app.tsx), so a toast
 * raised early shows some time later; a pause "so the toast can be read" counts from here.
 */
export function whenToastShown(id: string): Promise<void> {
  if (shown.has(id)) return Promise.resolve();
  return new Promise((resolve) => shownWaiters.set(id, resolve));
}

function subscribe(listener: (state: State) => void) {
  listeners.push(listener);
  return () => {
    const index = listeners.indexOf(listener);
    if (index > -1) listeners.splice(index, 1);
  };
}

const snapshot = () => memoryState;

/** The toasts in the store now (what the region shows), for tests. */
export const currentToasts = () => memoryState.toasts;

/**
 * Subscribes a component to the toast list. An external store, not state copied in an effect: the
 * toast region mounts lazily, and a toast raised between its first render and its effect would
 * otherwise never show (the login redirect's "Unauthorized" was lost that way).
 */
export function useToast() {
  const state = React.useSyncExternalStore(subscribe, snapshot, snapshot);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId }),
  };
}
