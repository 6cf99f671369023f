import { OfflineNotice } from '../app/OfflineNotice';
import { SiteHeader } from '../app/SiteHeader';

/**
 * An online page around no table (joining, looking for a match, a match that cannot be opened):
 * the site's header with its way home and language switch, and the page's content as its main landmark.
 * Every such page needs the match server: without a network it says so first.
 */
export function SitePage({ children }: { children: React.ReactNode }) {
  return (
    <div className="page">
      <SiteHeader />
      <main>
        <OfflineNotice page="site" />
        {children}
      </main>
    </div>
  );
}
