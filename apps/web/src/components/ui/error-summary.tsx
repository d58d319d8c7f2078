export type SummaryItem = { fieldId: string; message: string };

/*
 * After a failed submit: every problem in one list, announced at once (role=alert), each a link that
 * moves focus to its field. The fields carry the same messages (aria-describedby) for when the user
 * gets there.
 */
export function ErrorSummary({ title, items }: { title: string; items: readonly SummaryItem[] }) {
  if (items.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-lg border border-danger-700/30 bg-danger-50 px-4 py-3 text-danger-700"
    >
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {items.map((item) => (
          <li key={item.fieldId}>
            <a
              href={`#${item.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(item.fieldId)?.focus();
              }}
              className="underline underline-offset-2"
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
