import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * Where a page rendered on the server wanted to send the person instead (the first redirect
 * it met). React Router's <Navigate> does nothing in a server render (it navigates from an
 * effect), so a signed-in screen that redirects (two-factor enrolment required, a page that is
 * not for this person) would arrive empty; the server answers with a redirect instead
 * (src/server/http/signed-in-pages.ts, docs/decisions/022).
 */
export interface ServerRedirect {
  to?: string;
}

export const ServerRedirectContext = createContext<ServerRedirect | null>(null);

/** Replaces the current page with `to`: in the browser at once, on the server as an HTTP redirect. */
export function Redirect({ to }: { to: string }) {
  const server = useContext(ServerRedirectContext);
  if (server) {
    server.to ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
