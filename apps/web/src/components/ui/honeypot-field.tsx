import { type ComponentProps, useId } from 'react';

/*
 * A field for bots only (the public forms' protection without a third-party captcha): moved off screen
 * rather than `display: none`, which bots recognise; out of the tab order, hidden from screen readers and
 * never autofilled, so no person fills it by accident. The server drops a submission that fills it.
 */
export function HoneypotField({ label, ...props }: ComponentProps<'input'> & { label: string }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
