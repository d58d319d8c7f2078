/** The × in a dialog's header; named by `label`, since the icon says nothing to a screen reader. */
export function DialogCloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
      title={label}
      className="-mt-1.5 -mr-2 grid size-11 shrink-0 place-items-center rounded-lg text-ink-muted hover:bg-brand-50 hover:text-ink"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
