import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { EarlyAccessSection } from '../../features/early-access/components/early-access-section';
import { ClosingCtaSection } from '../../features/home/components/closing-cta-section';
import { FeaturesSection } from '../../features/home/components/features-section';
import { GdprFactsSection } from '../../features/home/components/gdpr-facts-section';
import { HeroSection } from '../../features/home/components/hero-section';
import { IndustriesSection } from '../../features/home/components/industries-section';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('home');
  usePageMeta({ title: t('meta.title'), description: t('meta.description'), path: paths.home.path });
  return (
    <>
      <HeroSection />
      <GdprFactsSection />
      <FeaturesSection />
      <IndustriesSection />
      <EarlyAccessSection />
      <ClosingCtaSection />
    </>
  );
}
