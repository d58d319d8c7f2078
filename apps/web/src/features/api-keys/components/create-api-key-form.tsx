import { apiKeyLimits, apiKeyRequestsPerMinute, maxActiveApiKeys } from '@app/core/api-keys/limits';
import type { CreateApiKeyInput } from '@app/core/api-keys/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-error';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useValidationMessage } from '@/lib/use-validation-message';
import { useCreateApiKey } from '../api/create-api-key';

const keyResolver = lazyZodResolver<CreateApiKeyInput>(() =>
  import('@app/core/api-keys/schemas').then((schemas) => schemas.createApiKeySchema),
);

/** The key's name, checked with the server's own schema; on success the panel shows the key once. */
export function CreateApiKeyForm({
  onCreated,
}: {
  onCreated: (created: { name: string; key: string }) => void;
}) {
  const { t } = useTranslation('api-keys');
  const translateMessage = useValidationMessage();
  const create = useCreateApiKey();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateApiKeyInput>({ resolver: keyResolver.resolver, defaultValues: { name: '' } });
  useEffect(keyResolver.preload, []);

  const nameError = translateMessage(errors.name?.message, { max: apiKeyLimits.nameMax });
  const failure = create.isError
    ? create.error instanceof ApiError && create.error.isClientError
      ? create.error.message
      : t('form.failed')
    : undefined;

  const submit = handleSubmit((input) => {
    if (create.isPending) return;
    create.mutate(input, { onSuccess: ({ apiKey, key }) => onCreated({ name: apiKey.name, key }) });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="create-api-key-title"
      className="flex max-w-xl flex-col gap-4"
    >
      <h3 id="create-api-key-title" className="text-lg font-semibold text-ink">
        {t('form.title')}
      </h3>
      {failure && <Alert>{failure}</Alert>}
      <Input
        label={t('form.name')}
        hint={t('form.nameHint')}
        autoComplete="off"
        maxLength={apiKeyLimits.nameMax * 2}
        error={nameError}
        {...register('name')}
      />
      <p className="text-sm text-ink-muted">
        {t('form.limit', { max: maxActiveApiKeys, perMinute: apiKeyRequestsPerMinute })}
      </p>
      <Button
        type="submit"
        aria-disabled={create.isPending || undefined}
        className="self-start aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {create.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
