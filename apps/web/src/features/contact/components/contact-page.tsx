import type { ContactKind } from '@app/core/contact/limits';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/list-icons';
import { paths } from '@/config/paths';
import { ContactForm } from './contact-form';
import { SupportHours } from './support-hours';

/** /contact and /contact-sales: the form beside the support hours and the way to the other form. */
export function ContactPage({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation('contact');
  const intro = kind === 'sales' ? 'sales' : 'contact';
  return (
    <>
      {/* Slides under the sticky header, which is transparent until the page scrolls (as on the content pages). */}
      <header className="-mt-16 bg-gradient-to-b from-brand-100 via-brand-50 to-surface pt-16">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="max-w-4xl text-3xl font-extrabold tracking-tight text-ink hyphens-none sm:text-5xl">
            {t(`${intro}.title`)}
          </h1>
          <p className="max-w-[70ch] text-lg text-ink-muted sm:text-xl">{t(`${intro}.lead`)}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start lg:gap-10">
        <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
          <ContactForm kind={kind} />
        </div>
        <aside className="flex flex-col gap-6">
          <SupportHours />
          {kind === 'sales' ? <SalesIncluded /> : null}
          <OtherForm kind={kind} />
        </aside>
      </div>
    </>
  );
}

function SalesIncluded() {
  const { t } = useTranslation('contact');
  const items = t('sales.included.items', { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="sales-included-title" className="rounded-2xl p-6 ring-1 ring-line">
      <h2 id="sales-included-title" className="text-lg font-bold text-ink">
        {t('sales.included.title')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2 text-ink">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckIcon className="size-5 text-success-700" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function OtherForm({ kind }: { kind: ContactKind }) {
  const { t } = useTranslation('contact');
  const other = kind === 'sales' ? 'toContact' : 'toSales';
  const href = kind === 'sales' ? paths.contact.getHref() : paths.contactSales.getHref();
  return (
    <section
      aria-labelledby="other-form-title"
      className="flex flex-col items-start gap-3 rounded-2xl p-6 ring-1 ring-line"
    >
      <h2 id="other-form-title" className="text-lg font-bold text-ink">
        {t(`${other}.title`)}
      </h2>
      <p className="text-ink-muted">{t(`${other}.text`)}</p>
      <Link to={href} className={buttonClassName({ variant: 'secondary' })}>
        {t(`${other}.link`)}
      </Link>
    </section>
  );
}
