import { type ControllerField, controllerFields, controllerSlot } from '@app/core/legal/controller';
import { Fragment } from 'react';
import { prerenderSlots, readControllerIdentity } from '@/lib/controller-identity';

export type ControllerTexts = {
  fields: Record<ControllerField, string>;
  /** Shown as the name when the operator has not configured its identity: says so plainly. */
  notConfigured: string;
  /** Shown for the other fields then. */
  notStated: string;
};

/**
 * The name, seat, ЕИК and e-mail of the company that operates this installation, as the server was
 * configured (@app/core/legal/controller). The same elements whether or not it was: the pre-rendered page
 * has a slot for each value, which the server fills, and hydration then finds the same text here.
 */
export function ControllerDetails({
  texts,
  fields = controllerFields,
}: {
  texts: ControllerTexts;
  fields?: readonly ControllerField[];
}) {
  const identity = readControllerIdentity();
  const shownValue = (field: ControllerField) => {
    const unset = field === 'name' ? texts.notConfigured : texts.notStated;
    if (identity === prerenderSlots) return controllerSlot(field, unset);
    return identity ? identity[field] : unset;
  };
  return (
    <dl className="grid gap-x-6 gap-y-1 rounded-xl border border-line bg-surface-muted p-5 sm:grid-cols-[minmax(9rem,auto)_1fr] sm:items-baseline sm:gap-y-3">
      {fields.map((field) => (
        <Fragment key={field}>
          <dt className="text-sm font-semibold text-ink-muted">{texts.fields[field]}</dt>
          <dd className="mb-2 break-words sm:mb-0">{shownValue(field)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
