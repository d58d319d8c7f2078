import { type ProfileInput, profileSchema } from '@app/core/auth/schemas';
import { supportedLanguages } from '@app/core/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { getFailureMessage } from '@/lib/api-error';
import type { AuthUser } from '@/lib/auth';
import { changeLanguage, getLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { useMessageTranslator } from '../utils/form-messages';
import { SubmitButton } from './submit-button';

/** Name and language; the e-mail address is shown, not edited (it is how the user signs in). */
export function ProfileForm({ user }: { user: AuthUser }) {
  const { t } = useTranslation(['account', 'auth', 'common']);
  const translateMessage = useMessageTranslator();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, language: user.language },
  });
  // The header's language buttons change the account's language too: the field shows what it holds now,
  // and a name being edited stays as it is.
  useEffect(() => {
    resetField('language', { defaultValue: user.language });
  }, [resetField, user.language]);
  const languageOptions = supportedLanguages.map((language) => ({
    value: language,
    label: t(`common:language.name.${language}`),
  }));

  const submit = handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: async (saved) => {
        // The choice is the user's language everywhere, this screen included.
        if (saved.language !== getLanguage()) await changeLanguage(saved.language);
        // Said in the language just chosen: this render's `t` still speaks the one before.
        toast.success(t('profile.saved', { lng: saved.language }));
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="profile-title"
      className="flex max-w-xl flex-col gap-4"
    >
      <h2 id="profile-title" className="text-xl font-bold text-ink">
        {t('profile.title')}
      </h2>
      {update.isError && (
        <Alert>{getFailureMessage(update.error, t('auth:failure.profileUpdateFailed'))}</Alert>
      )}
      <Input
        label={t('profile.name')}
        autoComplete="name"
        error={translateMessage(errors.name?.message)}
        {...register('name')}
      />
      <Input
        label={t('profile.email')}
        hint={t('profile.emailHint')}
        type="email"
        value={user.email}
        readOnly
        // Looks fixed, so nobody tries to type into it.
        className="border-line! bg-surface-muted! text-ink-muted!"
      />
      <Select
        label={t('profile.language')}
        hint={t('profile.languageHint')}
        options={languageOptions}
        error={translateMessage(errors.language?.message)}
        {...register('language')}
      />
      <SubmitButton
        isPending={update.isPending}
        label={t('profile.submit')}
        pendingLabel={t('profile.submitting')}
        className="self-start"
      />
    </form>
  );
}
