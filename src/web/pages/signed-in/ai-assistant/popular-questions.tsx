import { Lightbulb } from 'lucide-react';
import { POPULAR_QUESTIONS } from '../../../../domain/assistant/texts';
import { DashboardCard } from '../../../components/dashboard-card';

/** 'Popular Questions' (part 1 §2): eight prompts; clicking one fills the input. */
export function PopularQuestions({ onPick }: { onPick: (question: string) => void }) {
  return (
    <DashboardCard title="Popular Questions" icon={Lightbulb}>
      <ul className="grid gap-1.5">
        {POPULAR_QUESTIONS.map((question) => (
          <li key={question}>
            <button
              type="button"
              onClick={() => onPick(question)}
              className="hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/50 min-h-11 w-full cursor-pointer rounded-md border px-3 py-2 text-left text-sm transition-colors outline-none focus-visible:ring-[3px]"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
