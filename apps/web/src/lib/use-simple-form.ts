import type { ChangeEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** Text fields hold a string, checkboxes a boolean. */
type SimpleValues = Record<string, string | boolean>;

type FormState<Values extends SimpleValues> = {
  values: Values;
  /** Keyed in the order the fields were first registered: the first invalid one takes focus. */
  fields: Map<keyof Values & string, FieldElement | null>;
  isReady: boolean;
  isSubmitted: boolean;
  /** Bumped by reset(), so a check still running for the old values is dropped. */
  resetCount: number;
};

const isCheckbox = (element: FieldElement): element is HTMLInputElement => element.type === 'checkbox';

function readField(element: FieldElement): string | boolean {
  return isCheckbox(element) ? element.checked : element.value;
}

function writeField(element: FieldElement, value: string | boolean | undefined): void {
  if (isCheckbox(element)) element.checked = value === true;
  else element.value = typeof value === 'string' ? value : '';
}

/**
 * What react-hook-form's `useForm` does for the small forms of screens that need no account (register,
 * handleSubmit, reset, formState.errors; validated on submit, then again on each change, the first
 * invalid field focused, what was typed or ticked before hydration kept), with the same resolver, so the
 * same messages, for text fields and checkboxes. react-hook-form weighs about 13 kB gzip, which put the
 * sign-in, sign-up and contact screens at or over the 150 kB budget (docs/product-decisions.md, Performance
 * budgets). Which forms use which: docs/architecture.md, Forms and requests.
 */
export function useSimpleForm<Values extends SimpleValues, Output = Values>(options: {
  resolver: Resolver<Values, unknown, Output>;
  defaultValues: Values;
}) {
  const { resolver, defaultValues } = options;
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const stateRef = useRef<FormState<Values> | null>(null);
  stateRef.current ??= {
    values: { ...defaultValues },
    fields: new Map(),
    isReady: false,
    isSubmitted: false,
    resetCount: 0,
  };
  const form = stateRef.current;
  useEffect(() => {
    form.isReady = true;
  }, [form]);

  const check = () => {
    const fields = Object.fromEntries(
      [...form.fields].map(([name, ref]) => [name, { ref: ref ?? { name }, name, mount: ref !== null }]),
    );
    const resolverOptions = { fields, names: [...form.fields.keys()], shouldUseNativeValidation: false };
    return Promise.resolve(
      resolver({ ...form.values }, undefined, resolverOptions as ResolverOptions<Values>),
    );
  };

  const focusFirstError = (current: FieldErrors<Values>) => {
    for (const [name, element] of form.fields) {
      if (current[name] && element) return element.focus();
    }
  };

  const register = (name: keyof Values & string) => {
    if (!form.fields.has(name)) form.fields.set(name, null);
    const initial: string | boolean | undefined = defaultValues[name];
    return {
      name,
      // The field starts with its default in the markup too (a pre-rendered page, a form shown later).
      ...(typeof initial === 'boolean' ? { defaultChecked: initial } : { defaultValue: initial ?? '' }),
      ref: (element: FieldElement | null) => {
        // Values outlive their fields (a form hidden and shown again gets them back).
        if (!element || form.fields.get(name) === element) return;
        form.fields.set(name, element);
        // What was typed or ticked in the pre-rendered page before it was hydrated is kept, not overwritten.
        const shown = readField(element);
        if (!form.isReady && shown !== form.values[name]) {
          form.values = { ...form.values, [name]: shown };
        } else {
          writeField(element, form.values[name]);
        }
      },
      onBlur: () => undefined,
      onChange: async (event: ChangeEvent<FieldElement>) => {
        const value = readField(event.target);
        form.values = { ...form.values, [name]: value };
        if (!form.isSubmitted) return;
        const resetCount = form.resetCount;
        const result = await check();
        // A newer change or a reset has its own check.
        if (resetCount !== form.resetCount || form.values[name] !== value) return;
        const error = (result.errors as FieldErrors<Values>)[name];
        setErrors((current) => {
          const next = { ...current };
          if (error) next[name] = error;
          else delete next[name];
          return next;
        });
      },
    };
  };

  const handleSubmit =
    (onValid: (values: Output) => unknown, onInvalid?: (errors: FieldErrors<Values>) => unknown) =>
    async (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      const resetCount = form.resetCount;
      const result = await check();
      if (resetCount !== form.resetCount) return;
      const found = result.errors as FieldErrors<Values>;
      setErrors(found);
      form.isSubmitted = true;
      if (Object.keys(found).length === 0) {
        await onValid(result.values as Output);
        return;
      }
      await onInvalid?.({ ...found });
      focusFirstError(found);
      // Again once the messages are on screen, as react-hook-form does.
      setTimeout(() => focusFirstError(found));
    };

  const reset = (values: Values) => {
    form.values = { ...values };
    form.isSubmitted = false;
    form.resetCount += 1;
    for (const [name, element] of form.fields) {
      if (element?.isConnected) writeField(element, values[name]);
    }
    setErrors({});
  };

  return { register, handleSubmit, reset, formState: { errors } };
}
