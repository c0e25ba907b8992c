import { PRICING_FAQ } from '../../../../domain/pricing';

/** The four FAQ topics (part 2 §2) as native disclosure widgets: keyboard-ready, no script. */
export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2
          id="faq-title"
          className="text-center font-display text-3xl font-semibold tracking-tight text-slate-900"
        >
          Frequently Asked Questions
        </h2>
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {PRICING_FAQ.map((item) => (
            <details
              key={item.question}
              className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900">
                {item.question}
                <span
                  aria-hidden="true"
                  className="text-xl leading-none text-slate-400 transition group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 text-sm leading-relaxed text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
