import { SiteHeader } from '../app/SiteHeader';

/**
 * An online page around no table (joining, looking for a match, a match that cannot be opened):
 * the site's header with its way home and language switch, and the page's content as its main landmark.
 */
export function SitePage({ children }: { children: React.ReactNode }) {
  return (
    <div className="page">
      <SiteHeader />
      <main>{children}</main>
    </div>
  );
}
