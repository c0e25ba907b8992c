import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

/**
 * One band of a public page: full width in its own colours, content in the page's column, headed
 * by an eyebrow, a title (which names the section for screen readers) and a lead paragraph.
 */
export function MarketingSection({
  id,
  titleId,
  eyebrow,
  title,
  lead,
  inverted = false,
  className,
  innerId,
  children,
}: {
  /** The section's anchor (#features), if the page links to it. */
  id?: string;
  titleId: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Light text on a dark band. */
  inverted?: boolean;
  /** The band's background and text colours. */
  className: string;
  /** A second anchor on the column, where a page kept an old link working. */
  innerId?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={`py-20 sm:py-24 ${className}`}>
      <div id={innerId} className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={titleId}
          inverted={inverted}
          eyebrow={eyebrow}
          title={title}
          lead={lead}
        />
        {children}
      </div>
    </section>
  );
}
