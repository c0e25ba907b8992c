import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../../domain/user';
import { UserAvatar } from '../../../components/layout/user-avatar';
import { PhotoControls } from '../../../components/photo-controls';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, apiUpload, readJson, serverMessage } from '../../../lib/api';
import { USER_QUERY_KEY } from '../../../lib/query-client';

const PHOTO_PATH = '/api/account/photo';

/**
 * Profile Photo: the avatar in the header menu shows the photo uploaded here, else the initials
 * (part 1 §2). POST/DELETE /api/account/photo; the answer is the user, cached at once.
 */
export function PhotoCard({ user }: { user: PublicUser }) {
  const queryClient = useQueryClient();
  const saved = (next: PublicUser, description: string) => {
    queryClient.setQueryData(USER_QUERY_KEY, next);
    toast({ title: 'Success', description });
  };
  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: 'Error', description: serverMessage(error, fallback), variant: 'destructive' });

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return readJson<PublicUser>(await apiUpload(PHOTO_PATH, body));
    },
    onSuccess: (next) => saved(next, 'Profile photo updated'),
    onError: failed('Failed to upload the photo'),
  });
  const remove = useMutation({
    mutationFn: async () => readJson<PublicUser>(await apiRequest('DELETE', PHOTO_PATH)),
    onSuccess: (next) => saved(next, 'Profile photo removed'),
    onError: failed('Failed to remove the photo'),
  });
  const busy = upload.isPending || remove.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Photo</CardTitle>
        <CardDescription>
          Shown in the menu at the top of every page instead of your initials. Stored encrypted, and
          only you can open it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <UserAvatar user={user} className="size-20 text-2xl" />
        <PhotoControls
          onFile={(file) => upload.mutate(file)}
          onRemove={() => remove.mutate()}
          hasPhoto={Boolean(user.profileImageUrl)}
          busy={busy}
          uploading={upload.isPending}
        />
      </CardContent>
    </Card>
  );
}
