import type { AssessmentQuestion } from '../../../../domain/assessment/questions';
import { cn } from '../../../lib/utils';

/** One question: its words, why it matters, and its choices as large, easy-to-tap radios. */
export function QuestionFieldset({
  question,
  number,
  value,
  onChange,
}: {
  question: AssessmentQuestion;
  number: number;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const hintId = `q-${question.key}-why`;
  return (
    <fieldset aria-describedby={hintId} className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5">
      <legend className="sr-only">{question.question}</legend>
      <p aria-hidden="true" className="font-medium">
        <span className="text-muted-foreground mr-2 tabular-nums">{number}.</span>
        {question.question}
      </p>
      <p id={hintId} className="text-muted-foreground text-sm">
        {question.why}
      </p>
      <div className="flex flex-wrap gap-2">
        {question.choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'has-[:focus-visible]:ring-ring/50 flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-[3px]',
              value === choice.value
                ? 'border-primary bg-accent font-medium'
                : 'hover:bg-accent/50',
            )}
          >
            <input
              type="radio"
              name={question.key}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="accent-primary size-4 shrink-0"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
