import { useTranslation } from 'react-i18next';
import { GdprFactsSection } from '../../features/home/components/gdpr-facts-section';
import { HeroSection } from '../../features/home/components/hero-section';
import { HowItWorksSection } from '../../features/home/components/how-it-works-section';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const { t } = useTranslation('home');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <>
      <HeroSection />
      <GdprFactsSection />
      <HowItWorksSection />
    </>
  );
}
