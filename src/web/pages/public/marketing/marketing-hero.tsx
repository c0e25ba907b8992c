import { GoldCta, SeePricingCta } from '../../../components/marketing/cta-buttons';
import { useSiteInfo } from '../../../lib/site-info';
import { SIGN_UP_PATH } from '../../../../domain/public-pages';

/** The marketing page's opening: what the product is for, and the two ways forward. */
export function MarketingHero() {
  const { applicationName } = useSiteInfo();
  return (
    <section className="relative overflow-hidden bg-[#0f1b33] text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(74,106,165,0.45),transparent_55%)]"
      />
      <div className="relative mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="text-sm font-semibold tracking-wide text-gold uppercase">
          About {applicationName}
        </p>
        <h1 className="mt-4 font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
          Everything Your Family Will Need to Know, in One Secure Place
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">
          {applicationName} organises the people, accounts, policies, property, documents and wishes
          that make up your estate, so the people you love are never left searching.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <GoldCta to={SIGN_UP_PATH}>Get Started</GoldCta>
          <SeePricingCta />
        </div>
      </div>
    </section>
  );
}
