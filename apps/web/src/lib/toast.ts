import { maxVisibleToasts, toastDurationsMs } from '../config/ui';

/*
 * A small toast store. Messages arrive already translated; <Toaster /> renders and announces them.
 */
export type ToastKind = keyof typeof toastDurationsMs;
export type Toast = { id: number; kind: ToastKind; message: string };
export type ToastOptions = { durationMs?: number };

type Listener = () => void;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let toasts: readonly Toast[] = [];
let nextId = 1;

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function schedule(id: number, kind: ToastKind, durationMs = toastDurationsMs[kind]): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  // Loading toasts stay until they are updated or dismissed.
  if (Number.isFinite(durationMs))
    timers.set(
      id,
      setTimeout(() => dismissToast(id), durationMs),
    );
}

export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const kept = toasts.slice(-(maxVisibleToasts - 1));
  for (const dropped of toasts.slice(0, toasts.length - kept.length)) clearTimeout(timers.get(dropped.id));
  emit([...kept, { id, kind, message }]);
  schedule(id, kind, options.durationMs);
  return id;
}

/** Turns a toast (typically a loading one) into another kind, restarting its timer. */
export function updateToast(id: number, update: { kind?: ToastKind; message?: string } & ToastOptions): void {
  const current = toasts.find((item) => item.id === id);
  if (!current) return;
  const next = { ...current, ...update, id };
  emit(toasts.map((item) => (item.id === id ? { id, kind: next.kind, message: next.message } : item)));
  schedule(id, next.kind, update.durationMs);
}

export function dismissToast(id?: number): void {
  const dismissed = id === undefined ? toasts : toasts.filter((item) => item.id === id);
  for (const item of dismissed) {
    clearTimeout(timers.get(item.id));
    timers.delete(item.id);
  }
  emit(id === undefined ? [] : toasts.filter((item) => item.id !== id));
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toast = Object.assign(
  (message: string, options?: ToastOptions) => showToast('default', message, options),
  {
    success: (message: string, options?: ToastOptions) => showToast('success', message, options),
    error: (message: string, options?: ToastOptions) => showToast('error', message, options),
    loading: (message: string, options?: ToastOptions) => showToast('loading', message, options),
    update: updateToast,
    dismiss: dismissToast,
  },
);
