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
import { ChoiceCards } from './choice-cards';

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
        <ChoiceCards
          name="text-size"
          labelledBy="text-size-heading"
          choices={TEXT_SIZES.map((size) => ({
            value: size,
            label: (
              <span className={cn('font-medium', SAMPLES[size].size)}>
                {TEXT_SIZE_LABELS[size]}
              </span>
            ),
            hint: SAMPLES[size].hint,
          }))}
          value={user.textSize}
          disabled={save.isPending}
          onChange={(textSize) => save.mutate({ textSize })}
        />
      </CardContent>
    </Card>
  );
}
