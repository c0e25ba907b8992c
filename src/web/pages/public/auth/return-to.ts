/**
 * The in-app path to go to after signing in. Only same-site paths are accepted: '//host' and
 * '/\host' are read by browsers as another site, so they fall back to '/' like anything else.
 */
export function safeReturnTo(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  return value;
}

/** The path alone of a return address (`/family?tab=x` → `/family`): what the route table knows. */
export function returnToPath(returnTo: string): string {
  return new URL(returnTo, window.location.origin).pathname;
}
