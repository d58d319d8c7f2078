import { cn } from '@/lib/cn';
import type { HttpMethod } from '../utils/api-model';

// Each method its own colour, all dark enough for AA contrast of their text on the light tint.
const methodClassNames: Record<HttpMethod, string> = {
  get: 'bg-sky-50 text-sky-800 ring-sky-200',
  post: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  put: 'bg-amber-50 text-amber-900 ring-amber-200',
  patch: 'bg-violet-50 text-violet-800 ring-violet-200',
  delete: 'bg-red-50 text-red-800 ring-red-200',
  head: 'bg-slate-100 text-slate-800 ring-slate-200',
  options: 'bg-slate-100 text-slate-800 ring-slate-200',
  trace: 'bg-slate-100 text-slate-800 ring-slate-200',
};

/** GET, POST …: the same word a request line carries, so it is never translated. */
export function MethodLabel({ method, size = 'sm' }: { method: HttpMethod; size?: 'xs' | 'sm' }) {
  return (
    <span
      className={cn(
        'inline-block shrink-0 rounded font-mono font-bold tracking-wide ring-1 ring-inset',
        size === 'xs' ? 'w-14 px-1 text-center text-[0.6875rem]' : 'px-2 py-0.5 text-sm',
        methodClassNames[method],
      )}
    >
      {method.toUpperCase()}
    </span>
  );
}
