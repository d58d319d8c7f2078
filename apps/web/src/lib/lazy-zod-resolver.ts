import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { loadOnce } from './load-once';

export type LazyZodResolver<Input extends FieldValues, Output> = {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading zod and the schema; a screen calls it once it shows, so the first check rarely waits. */
  preload: () => void;
};

/**
 * A react-hook-form resolver for a core schema that loads zod (about 25 kB gzip) and the schema the first
 * time it is needed, not with the screen: the sign-in screens' initial JavaScript stays within the 150 kB
 * budget (docs/product-decisions.md, Performance budgets). The validation itself is the same zodResolver.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<ZodType<Output, Input>>,
): LazyZodResolver<Input, Output> {
  const load = loadOnce(() =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(([{ zodResolver }, schema]) =>
      zodResolver(schema),
    ),
  );
  return {
    resolver: async (values, context, options) => {
      const resolve = await load().catch(() => undefined);
      // The checks could not be fetched (a dropped connection): the server checks the same schema and
      // answers in the user's language, so the form is sent rather than a press doing nothing. The next
      // submission tries to fetch them again.
      if (!resolve) return { values: values as unknown as Output, errors: {} };
      return resolve(values, context, options);
    },
    preload: () => void load().catch(() => undefined),
  };
}
