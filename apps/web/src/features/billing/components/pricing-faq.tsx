import { usePricingContent } from '../hooks/use-pricing-content';

/** Short answers about the trial, its end, annual billing and currency. */
export function PricingFaq() {
  const { faq } = usePricingContent();
  return (
    <section aria-labelledby="pricing-faq" className="flex flex-col gap-4">
      <h2 id="pricing-faq" className="text-2xl font-bold text-ink">
        {faq.title}
      </h2>
      <dl className="grid gap-x-8 gap-y-6 md:grid-cols-2">
        {faq.items.map((item) => (
          <div key={item.question} className="flex flex-col gap-1.5">
            <dt className="font-semibold text-ink">{item.question}</dt>
            <dd className="text-ink-muted">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
