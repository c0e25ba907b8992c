import { TEXT_SIZE_LABELS, TEXT_SIZES, type TextSize } from '../../../../domain/auth';
import type { PublicUser } from '../../../../domain/user';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { useSavePreferences } from '../../../lib/preferences';
import { cn } from '../../../lib/utils';

/** What each size is, in a line: shown at that size, so the choice previews itself. */
const SAMPLES: Record<TextSize, { hint: string; size: string }> = {
  standard: { hint: 'The usual size.', size: 'text-base' },
  large: { hint: 'A little larger everywhere.', size: 'text-lg' },
  larger: { hint: 'Largest, for easy reading.', size: 'text-xl' },
};

/** Text size (Standard, Large, Larger): applied at once everywhere, saved to the account. */
export function TextSizeCard({ user }: { user: PublicUser }) {
  const save = useSavePreferences(() => 'Your text size has been updated.');
  return (
    <Card>
      <CardHeader>
        <CardTitle id="text-size-heading">Text size</CardTitle>
        <CardDescription>
          Makes every screen’s text larger, including dialogs and the menu. Saved to your account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div
          role="radiogroup"
          aria-labelledby="text-size-heading"
          className="grid gap-3 sm:grid-cols-3"
        >
          {TEXT_SIZES.map((size) => (
            <label
              key={size}
              className={cn(
                'has-[:focus-visible]:ring-ring/50 flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-[3px]',
                user.textSize === size ? 'border-primary bg-accent' : 'hover:bg-accent/50',
              )}
            >
              <input
                type="radio"
                name="text-size"
                value={size}
                checked={user.textSize === size}
                disabled={save.isPending}
                onChange={() => save.mutate({ textSize: size })}
                className="accent-primary mt-1.5 size-4 shrink-0"
              />
              <span className="grid gap-1">
                <span className={cn('font-medium', SAMPLES[size].size)}>
                  {TEXT_SIZE_LABELS[size]}
                </span>
                <span className="text-muted-foreground text-xs">{SAMPLES[size].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
