import type { AssetClass } from '../../../../../domain/financial-analysis';

/** One colour per asset class, shared by every chart and legend so they read together. */
export const CLASS_COLOURS: Readonly<Record<AssetClass, string>> = {
  liquid: 'oklch(0.68 0.11 195)',
  investments: 'var(--primary)',
  realEstate: 'var(--gold)',
};

/** The target bars sit behind the current ones in a quieter tone. */
export const TARGET_COLOUR = 'var(--muted-foreground)';
