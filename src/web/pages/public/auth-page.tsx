import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Redirect } from '../../components/server-render';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from '../../lib/auth';
import { useSiteInfo } from '../../lib/site-info';
import { AuthSidePanel } from './auth/auth-side-panel';
import { returnToPath, safeReturnTo } from './auth/return-to';
import { SignInForm } from './auth/sign-in-form';
import { SignUpForm } from './auth/sign-up-form';
import { useHydrated } from '../../lib/use-hydrated';
import { BrandMark } from '../../components/brand-mark';
import { preloadSignedInApp } from '../../signed-in-preload';

/**
 * /auth: Sign In and Sign Up tabs; sends a signed-in user on to ?returnTo (part 1 §2).
 * `?tab=register` opens Sign Up and `?email=` fills its email (an invitation's link).
 */
export default function AuthPage() {
  const { user } = useAuth();
  const hydrated = useHydrated();
  const { applicationName } = useSiteInfo();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'));
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  // The prerendered page shows Sign In (the server sends `?tab=register` the app shell instead);
  // the asked-for tab is read once hydrated, so the first client render matches the HTML.
  const tab =
    chosenTab ?? (hydrated && searchParams.get('tab') === 'register' ? 'register' : 'login');

  // The page the sign-in will open is loaded while the person types (when the browser is idle):
  // once signed in, it shows after the sign-in's own round trip and its data's, nothing more.
  useEffect(() => {
    const preload = () => void preloadSignedInApp(returnToPath(returnTo)).catch(() => undefined);
    if (!('requestIdleCallback' in window)) return void setTimeout(preload, 500);
    const handle = requestIdleCallback(preload, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [returnTo]);

  if (user) return <Redirect to={returnTo} />;

  return (
    <div className="grid min-h-dvh bg-secondary/40 lg:grid-cols-2">
      <main className="flex flex-col px-4 py-6 sm:px-8">
        <BrandMark />
        <div className="flex flex-1 items-center justify-center py-10">
          <Card className="w-full max-w-md shadow-lg">
            <CardHeader className="text-center">
              <CardTitle as="h1">Welcome to {applicationName}</CardTitle>
              <CardDescription>
                Sign in or create an account to manage your estate records.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs value={tab} onValueChange={setChosenTab} className="gap-6">
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="login">Sign In</TabsTrigger>
                  <TabsTrigger value="register">Sign Up</TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <SignInForm returnTo={returnTo} />
                </TabsContent>
                <TabsContent value="register">
                  <SignUpForm returnTo={returnTo} defaultEmail={searchParams.get('email') ?? ''} />
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
        </div>
      </main>
      <AuthSidePanel />
    </div>
  );
}
