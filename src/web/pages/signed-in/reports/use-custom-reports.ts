import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomReportPreview,
  SavedCustomReport,
} from '../../../../domain/reports/custom-report-api';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, isUnauthorizedError, readJson, serverMessage } from '../../../lib/api';

const SAVED_PATH = '/api/custom-reports';

/** What a custom report is made of, as the builder holds it. */
export interface CustomChoice {
  areas: string[];
  fields: string[];
  filter: string;
}

/** The report's query: comma-separated areas and fields, and the filter. */
export function choiceParams(choice: CustomChoice): Record<string, string> {
  return {
    areas: choice.areas.join(','),
    ...(choice.fields.length > 0 ? { fields: choice.fields.join(',') } : {}),
    ...(choice.filter.trim() ? { filter: choice.filter.trim() } : {}),
  };
}

const failed = (fallback: string) => (error: unknown) => {
  if (isUnauthorizedError(error)) return;
  toast({ title: 'Error', description: serverMessage(error, fallback), variant: 'destructive' });
};

/** The first rows of each chosen area, from the server (masked as the file will be). */
export function usePreview() {
  return useMutation({
    mutationFn: async (choice: CustomChoice) =>
      readJson<CustomReportPreview>(
        await apiRequest(
          'GET',
          `/api/reports/custom-reports/preview?${new URLSearchParams(choiceParams(choice))}`,
        ),
      ),
    onError: failed('Failed to preview the report'),
  });
}

/** The person's saved choices (their own, whichever vault is open). */
export function useSavedReports() {
  return useQuery<SavedCustomReport[]>({ queryKey: [SAVED_PATH] });
}

export function useSaveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CustomChoice & { name: string }) =>
      readJson<SavedCustomReport>(await apiRequest('POST', SAVED_PATH, body)),
    onSuccess: async (saved) => {
      toast({ title: 'Success', description: `Saved “${saved.name}”` });
      await client.invalidateQueries({ queryKey: [SAVED_PATH] });
    },
    onError: failed('Failed to save the report'),
  });
}

export function useDeleteSavedReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `${SAVED_PATH}/${id}`);
    },
    onSuccess: async () => {
      toast({ title: 'Success', description: 'Saved report deleted' });
      await client.invalidateQueries({ queryKey: [SAVED_PATH] });
    },
    onError: failed('Failed to delete the saved report'),
  });
}
