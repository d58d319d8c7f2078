import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { PricingFaq } from '../../features/billing/components/pricing-faq';
import { PricingPlans } from '../../features/billing/components/pricing-plans';
import { PageIntro } from '../../features/content/components/page-intro';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('pricing');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: paths.pricing.path });
  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="mx-auto flex max-w-6xl flex-col gap-14 px-4 pb-16 sm:px-6">
        <PricingPlans />
        <PricingFaq />
      </div>
    </>
  );
}
