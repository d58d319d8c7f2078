import { type AdminUserSearch, adminUserSearchSchema } from '@app/core/admin/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useValidationMessage } from '@/lib/use-validation-message';

// The admin screen has zod already (its lists are parsed with the core schemas); the resolver is the same.
const searchResolver = lazyZodResolver<AdminUserSearch>(async () => adminUserSearchSchema);

/** Searches accounts by part of the address; "Show all" goes back to the newest accounts. */
export function UserSearchForm({ onSearch }: { onSearch: (email: string) => void }) {
  const { t } = useTranslation('admin');
  const translateMessage = useValidationMessage('validation');
  const { register, handleSubmit, reset, formState } = useForm<AdminUserSearch>({
    resolver: searchResolver.resolver,
    defaultValues: { email: '' },
  });
  useEffect(searchResolver.preload, []);

  return (
    <form
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      onSubmit={handleSubmit(({ email }) => onSearch(email))}
    >
      <div className="min-w-0 flex-1">
        <Input
          label={t('users.searchLabel')}
          hint={t('users.searchHint')}
          type="search"
          autoComplete="off"
          error={translateMessage(formState.errors.email?.message, { max: 254 })}
          {...register('email')}
        />
      </div>
      <div className="flex gap-2 sm:mt-[3.25rem]">
        <Button type="submit">{t('users.search')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            reset();
            onSearch('');
          }}
        >
          {t('users.showAll')}
        </Button>
      </div>
    </form>
  );
}
