import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * What a signed-in screen rendered on the server tells the server beyond its HTML
 * (src/web/signed-in-render-entry.tsx, docs/decisions/022):
 * - `redirect`: where it wanted to send the person instead (the first redirect it met). React
 *   Router's <Navigate> does nothing in a server render (it navigates from an effect), so a
 *   screen that redirects (two-factor enrolment required, a page that is not for this person)
 *   would arrive empty; the server answers with a redirect instead.
 */
export interface ServerRenderReport {
  redirect?: string;
}

export const ServerRenderContext = createContext<ServerRenderReport | null>(null);

/** Replaces the current page with `to`: in the browser at once, on the server as an HTTP redirect. */
export function Redirect({ to }: { to: string }) {
  const server = useContext(ServerRenderContext);
  if (server) {
    server.redirect ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
