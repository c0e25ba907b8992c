import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { LoginInput, RegisterInput } from '../../domain/auth';
import type { PublicUser } from '../../domain/user';
import type { z } from 'zod';
import type { signInAnswerSchema } from '../../domain/vault';
import { toast } from '../hooks/use-toast';
import { eraseOfflineCopy } from '../offline/persist';
import { setActiveVault } from './vault';
import { landAfterSignIn } from './vault-switch';
import { apiRequest, getQueryFn, holdAnswer, isUnauthorizedError, readJson } from './api';
import { USER_QUERY_KEY } from './query-client';
import { cachedApplicationName } from './site-info';
import { failureToast } from './failure-toast';

/** POST /api/register's answer (signUpAnswerSchema): the user and their recovery key. */
export type SignUpAnswer = PublicUser & { recoveryKey: string };

/** What `useAuth()` gives: the current user and the three auth actions (part 1 §4). */
export interface AuthContextValue {
  user: PublicUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  error: Error | null;
  /** Answers the user (maybe with a recovery key made now), or asks for the two-factor code. */
  loginMutation: UseMutationResult<SignInAnswer, Error, SignInRequest>;
  /** Its answer holds the recovery key, shown on /save-recovery-key, which loads the user. */
  registerMutation: UseMutationResult<SignUpAnswer, Error, RegisterInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
}

/** POST /api/login's answer: the user (with a recovery key when made now), or a request for the code. */
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/**
 * A sign-in: the credentials, and what to start once the session exists (the page it opens
 * asking for its data; a landing in another vault drops what it fetched: vault-switch.ts).
 */
export type SignInRequest = LoginInput & { whileLanding?: (answer: SignInAnswer) => void };

const AuthContext = createContext<AuthContextValue | null>(null);

/** Holds the signed-in user (GET /api/user, 401 = signed out) for everything below it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userQuery = useQuery<PublicUser | null, Error>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
  });

  const loginMutation = useMutation<SignInAnswer, Error, SignInRequest>({
    // Only the credentials go to the server.
    mutationFn: async ({ whileLanding: _whileLanding, ...credentials }) =>
      readJson<SignInAnswer>(await apiRequest('POST', '/api/login', credentials)),
    onSuccess: async (answer, { whileLanding }) => {
      // No session yet: the form asks for the code and signs in again with it.
      if ('twoFactorRequired' in answer) return;
      // The list of the screen the sign-in opens came with the answer (`firstScreen`).
      const { firstList, ...answered } = answer;
      if (firstList) holdAnswer(queryClient, firstList.path, firstList.rows, firstList.etag);
      // The page the sign-in opens may ask for its data now, in the session's own vault.
      whileLanding?.(answer);
      // Where to land: the device's remembered vault, or the one shared with a person who has
      // nothing of their own yet (issue 28). Asked beside the first screen rather than before
      // it, so an owner's sign-in waits for one round trip less (sign-in to the first list,
      // README "Speed"); when it names another vault, the screen loads again in that one.
      void landAfterSignIn();
      // An older account given a recovery key now goes to /save-recovery-key first, which reads
      // the user itself (as after sign-up): a cached user would send /auth on to returnTo.
      const { recoveryKey, ...user } = answered;
      if (!recoveryKey) queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
    },
    onError: (error, credentials) => {
      // A wrong two-factor code is shown under the code field instead (sign-in-form.tsx).
      if (credentials.code) return;
      toast(failureToast('Login failed', error));
    },
  });

  const registerMutation = useMutation<SignUpAnswer, Error, RegisterInput>({
    mutationFn: async ({ username, email, password, firstName, lastName, invitationToken }) => {
      // Pick the fields so a form's confirmPassword never reaches the server (part 1 §5).
      const body = { username, email, password, firstName, lastName, invitationToken };
      return readJson<SignUpAnswer>(await apiRequest('POST', '/api/register', body));
    },
    // The user is not put in the cache here: the form goes to /save-recovery-key first, and a
    // signed-in user on /auth would be sent straight on to returnTo. That page reads the user.
    onSuccess: () => {
      toast({
        title: `Welcome to ${cachedApplicationName(queryClient)}!`,
        description: 'Your account has been created successfully.',
      });
    },
    onError: (error) => {
      toast(failureToast('Registration failed', error));
    },
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      try {
        await apiRequest('POST', '/api/logout');
      } catch (error) {
        // A session that already ended is the outcome we wanted, not a failure.
        if (!isUnauthorizedError(error)) throw error;
      } finally {
        // The person asked to leave: this device's offline copy goes whatever the server said,
        // and so does the open vault in this tab (the device's remembered one is checked
        // against the next person's grants when they sign in: POST /api/vaults/landing).
        setActiveVault(null);
        await eraseOfflineCopy();
      }
    },
    // Try even offline (a paused sign-out would never erase the copy); it fails fast there.
    networkMode: 'always',
    onSuccess: () => {
      // Drop every cached record so nothing of this user's stays in memory after sign-out.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    },
    onError: (error) => {
      toast(failureToast('Logout failed', error));
    },
  });

  const user = userQuery.data ?? null;
  // One value for as long as what consumers read is the same: the user, and each mutation's
  // status (they read isPending and isSuccess, and call mutate and reset, which are stable).
  // useQuery and useMutation render this provider again with equal results (right after a
  // hydration, one forced synchronous render); a new value would render the whole page again.
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: userQuery.isLoading,
      isAuthenticated: user !== null,
      error: userQuery.error,
      loginMutation,
      registerMutation,
      logoutMutation,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the statuses stand for the results
    [
      user,
      userQuery.isLoading,
      userQuery.error,
      loginMutation.status,
      registerMutation.status,
      logoutMutation.status,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The current user and auth actions; only inside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
