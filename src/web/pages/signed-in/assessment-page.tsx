import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Assessment } from '../../../domain/assessment/api';
import { ASSESSMENT_QUESTIONS, type AssessmentAnswers } from '../../../domain/assessment/questions';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';
import { PageLoadError, PageLoading } from '../../components/load-states';
import { Button } from '../../components/ui/button';
import { toast } from '../../hooks/use-toast';
import { apiRequest, readJson, serverMessage } from '../../lib/api';
import { recordsQueryKey } from '../../records/use-records';
import { ProposalList } from './assessment/proposal-list';
import { QuestionFieldset } from './assessment/question-fieldset';

const KEY = ['/api/assessment'] as const;

/**
 * The Estate Planning Assessment (/estate-planning/assessment), opened by the home's "Complete
 * Estate Planning Assessment": a few questions, then the checklist items they suggest, which she
 * adds all, some or none of. Answering again later updates the suggestions; nothing is added twice.
 */
export default function AssessmentPage() {
  const query = useQuery<Assessment>({ queryKey: KEY });
  if (query.isPending) return <PageLoading label="Loading the assessment..." />;
  if (query.isError)
    return (
      <PageLoadError
        title="Error Loading Data"
        description="Failed to load the assessment. Please try refreshing the page."
      />
    );
  return <AssessmentForm assessment={query.data} />;
}

/** The questions (starting from the saved answers) and, once answered, the suggestions. */
function AssessmentForm({ assessment }: { assessment: Assessment }) {
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<AssessmentAnswers>(assessment.answers);

  const save = useMutation({
    mutationFn: async () =>
      readJson<Assessment>(await apiRequest('PUT', '/api/assessment', { answers })),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      document.getElementById('suggestions')?.scrollIntoView({ block: 'start' });
    },
    onError: (error) =>
      toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' }),
  });
  const accept = useMutation({
    mutationFn: async (keys: string[]) =>
      readJson<{ added: number; assessment: Assessment }>(
        await apiRequest('POST', '/api/assessment/accept', { keys }),
      ),
    onSuccess: async ({ added, assessment }) => {
      queryClient.setQueryData(KEY, assessment);
      await queryClient.invalidateQueries({ queryKey: recordsQueryKey('estate-checklist-items') });
      toast({
        title: 'Success',
        description: `${added} checklist item${added === 1 ? '' : 's'} added`,
      });
    },
    onError: (error) =>
      toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' }),
  });

  const answered = Object.keys(answers).length;
  return (
    <div className="grid max-w-3xl gap-6">
      <PageTitle title="Estate Planning Assessment" />
      <PageHeader
        title="Estate Planning Assessment"
        description="A few questions a planner asks first. Your answers suggest items for your checklist, and you choose which to add."
      />
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        {ASSESSMENT_QUESTIONS.map((q, i) => (
          <QuestionFieldset
            key={q.key}
            question={q}
            number={i + 1}
            value={answers[q.key]}
            onChange={(value) => setAnswers((a) => ({ ...a, [q.key]: value }))}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={save.isPending || answered === 0}>
            {save.isPending ? 'Saving...' : 'See suggestions'}
          </Button>
          <span className="text-muted-foreground text-sm">
            {answered} of {ASSESSMENT_QUESTIONS.length} answered; skip any you are unsure of.
          </span>
        </div>
      </form>
      {assessment.answeredAt && (
        <section id="suggestions" aria-labelledby="suggestions-heading" className="grid gap-4">
          <h2 id="suggestions-heading" className="font-display text-2xl font-semibold">
            Suggested for your checklist
          </h2>
          <ProposalList
            key={assessment.answeredAt}
            proposals={assessment.proposals}
            adding={accept.isPending}
            onAdd={(keys) => accept.mutate(keys)}
          />
          <p className="text-muted-foreground text-sm">
            <Link to="/estate-planning" className="text-primary underline underline-offset-4">
              Open your checklist
            </Link>{' '}
            to see its progress.
          </p>
        </section>
      )}
    </div>
  );
}
