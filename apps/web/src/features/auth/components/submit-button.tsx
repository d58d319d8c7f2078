import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'children'> & {
  isPending: boolean;
  label: string;
  pendingLabel: string;
};

/*
 * "Signing in…", "Creating account…": the label says what is happening. The button stays focusable while busy
 * (aria-disabled, not disabled), so keyboard focus is not thrown back to the top of the page; a second press
 * does nothing.
 */
export function SubmitButton({
  isPending,
  label,
  pendingLabel,
  className,
  onClick,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      aria-disabled={isPending || undefined}
      onClick={(event) => {
        if (isPending) event.preventDefault();
        else onClick?.(event);
      }}
      className={cn('aria-disabled:cursor-wait aria-disabled:opacity-70', className)}
      {...props}
    >
      {isPending && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      <span aria-live="polite">{isPending ? pendingLabel : label}</span>
    </Button>
  );
}
