import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/utils';
import type { StateWords } from './grant-words';

const TONES: Record<StateWords['tone'], string> = {
  neutral: '',
  waiting: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  active:
    'border-transparent bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200',
  warning:
    'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
};

/** A grant's state as a badge, coloured by what it asks of the reader. */
export function StateBadge({ words }: { words: StateWords }) {
  return (
    <Badge variant="outline" className={cn(TONES[words.tone])}>
      {words.label}
    </Badge>
  );
}

/** The fingerprint phrase in a box that reads well aloud, word by word. */
export function FingerprintPhrase({ phrase, testId }: { phrase: string; testId?: string }) {
  return (
    <p
      data-testid={testId}
      className="bg-muted rounded-md px-3 py-2 font-mono text-sm leading-relaxed break-words"
    >
      {phrase}
    </p>
  );
}
