/** Eyebrow, title and lead paragraph used by every landing section, so they line up the same. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  inverted = false,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  id?: string;
  inverted?: boolean;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p
        className={`text-sm font-semibold tracking-wide uppercase ${inverted ? 'text-gold' : 'text-[#1f3358]'}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-2 font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl ${inverted ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      <p className={`mt-4 text-lg text-pretty ${inverted ? 'text-slate-300' : 'text-slate-600'}`}>
        {lead}
      </p>
    </div>
  );
}
