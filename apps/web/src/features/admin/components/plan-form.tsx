import type { AdminUser } from '@app/core/admin/schemas';
import { type PlanId, planDefinitions, planIds } from '@app/core/plans/plans';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useLanguage } from '@/lib/use-language';
import { useValidationMessage } from '@/lib/use-validation-message';

type Values = { plan: PlanId };

const planResolver = lazyZodResolver<Values>(() =>
  import('@app/core/auth/schemas').then((schemas) => schemas.setPlanSchema),
);

/** The account's stored plan, changed with the server's own schema; the parent sends it. */
export function PlanForm({
  user,
  isSaving,
  onSave,
}: {
  user: AdminUser;
  isSaving: boolean;
  onSave: (plan: PlanId) => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const translateMessage = useValidationMessage('validation');
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: planResolver.resolver,
    defaultValues: { plan: user.plan },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onFocus={planResolver.preload}
      onSubmit={handleSubmit(({ plan }) => {
        if (!isSaving) onSave(plan);
      })}
    >
      <div className="min-w-0 sm:w-64 lg:w-auto lg:flex-1">
        <Select
          label={t('users.changePlan')}
          options={planIds.map((plan) => ({ value: plan, label: planDefinitions[plan].name[language] }))}
          error={translateMessage(formState.errors.plan?.message)}
          {...register('plan')}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        aria-disabled={isSaving || undefined}
        className="aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {isSaving ? t('users.savingPlan') : t('users.savePlan')}
      </Button>
    </form>
  );
}
