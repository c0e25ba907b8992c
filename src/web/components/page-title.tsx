import { useSiteInfo } from '../lib/site-info';

/** The browser tab's title: the screen's name, then the admin's application name. */
export function PageTitle({ title }: { title: string }) {
  const { applicationName } = useSiteInfo();
  return <title>{`${title} · ${applicationName}`}</title>;
}
