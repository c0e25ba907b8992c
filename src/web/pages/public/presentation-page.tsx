import { Link } from 'react-router';
import { ArrowLeft, ChevronLeft, ChevronRight, Maximize, Minimize } from 'lucide-react';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { SLIDES } from './presentation/slides';
import { useSlideDeck } from './presentation/use-slide-deck';
import { PageTitle } from '../../components/page-title';

const chrome = 'text-white hover:bg-white/10 hover:text-white';

/**
 * Presentation (/presentation, part 2 §2): a six-slide deck, open signed out and from the user
 * menu. Buttons, arrow keys and dots move through it; it can fill the screen.
 */
export default function PresentationPage() {
  const deck = useSlideDeck(SLIDES.length);
  const { Component, name } = SLIDES[deck.index];
  const last = SLIDES.length - 1;
  return (
    <div className="flex min-h-dvh flex-col bg-[#0f1b33] text-white">
      <PageTitle title="Presentation" />
      <header className="flex items-center justify-between gap-2 px-3 py-3 sm:px-6">
        <Button asChild variant="ghost" size="sm" className={chrome}>
          <Link to="/">
            <ArrowLeft aria-hidden="true" /> Back to App
          </Link>
        </Button>
        <BrandLogo className="max-sm:hidden" />
        <div className="flex items-center gap-1 sm:gap-3">
          <p aria-live="polite" className="text-sm text-slate-300 tabular-nums">
            Slide {deck.index + 1} of {SLIDES.length}
          </p>
          <Button
            variant="ghost"
            size="icon"
            className={chrome}
            aria-label={deck.fullscreen ? 'Exit fullscreen' : 'Enter fullscreen'}
            aria-pressed={deck.fullscreen}
            onClick={deck.toggleFullscreen}
          >
            {deck.fullscreen ? <Minimize /> : <Maximize />}
          </Button>
        </div>
      </header>
      <main
        aria-roledescription="slide"
        aria-label={`${name} (slide ${deck.index + 1} of ${SLIDES.length})`}
        className="relative flex flex-1 items-center overflow-hidden px-5 py-8 sm:px-12"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(74,106,165,0.4),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(224,181,74,0.1),transparent_50%)]"
        />
        <div key={deck.index} className="animate-in fade-in-0 relative w-full duration-300">
          <Component />
        </div>
      </main>
      <nav
        aria-label="Slides"
        className="flex items-center justify-between gap-3 px-3 pt-2 pb-5 sm:px-6"
      >
        <Button
          variant="ghost"
          className={chrome}
          onClick={deck.previous}
          disabled={deck.index === 0}
        >
          <ChevronLeft aria-hidden="true" /> <span className="max-sm:sr-only">Previous</span>
        </Button>
        <div className="flex items-center gap-1">
          {SLIDES.map((slide, i) => (
            <button
              key={slide.name}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === deck.index ? 'step' : undefined}
              title={slide.name}
              onClick={() => deck.goTo(i)}
              className="group flex size-7 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-white/60"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all',
                  i === deck.index ? 'bg-gold w-6' : 'w-2 bg-white/40 group-hover:bg-white/70',
                )}
              />
            </button>
          ))}
        </div>
        <Button
          variant="ghost"
          className={chrome}
          onClick={deck.next}
          disabled={deck.index === last}
        >
          <span className="max-sm:sr-only">Next</span> <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}
