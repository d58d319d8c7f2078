import type { ChangeEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TextValues = Record<string, string>;

type FormState<Values extends TextValues> = {
  values: Values;
  /** Keyed in the order the fields were first registered: the first invalid one takes focus. */
  fields: Map<keyof Values & string, FieldElement | null>;
  isReady: boolean;
  isSubmitted: boolean;
  /** Bumped by reset(), so a check still running for the old values is dropped. */
  resetCount: number;
};

/**
 * What react-hook-form's `useForm` does for the public screens' small forms of text fields (register,
 * handleSubmit, reset, formState.errors; validated on submit, then again on each change, the first
 * invalid field focused, text typed before hydration kept), with the same resolver, so the same
 * messages. react-hook-form weighs about 13 kB gzip, which put the sign-in and contact screens at or over
 * the 150 kB budget (docs/product-decisions.md, Performance budgets). Forms with checkboxes, controllers or
 * watched fields keep react-hook-form.
 */
export function useSimpleForm<Values extends TextValues, Output = Values>(options: {
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
    return {
      name,
      ref: (element: FieldElement | null) => {
        // Values outlive their fields (a form hidden and shown again gets them back).
        if (!element || form.fields.get(name) === element) return;
        form.fields.set(name, element);
        // Text typed into the pre-rendered page before it was hydrated is kept, not overwritten.
        if (!form.isReady && element.value !== form.values[name]) {
          form.values = { ...form.values, [name]: element.value };
        } else {
          element.value = form.values[name] ?? '';
        }
      },
      onBlur: () => undefined,
      onChange: async (event: ChangeEvent<FieldElement>) => {
        const value = event.target.value;
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
      if (element?.isConnected) element.value = values[name] ?? '';
    }
    setErrors({});
  };

  return { register, handleSubmit, reset, formState: { errors } };
}
