import { Home } from './Home';
import { NewGame } from './NewGame';
import { matchRoute, onLinkClick, usePath } from './router';
import { RulesPage } from '../rules/RulesPage';
import { TutorialRoute } from '../tutorial/route';
import { SiteHeader } from './SiteHeader';
import { useTranslation } from '../i18n';
import { PlayerProvider } from '../players/session';
import { lazyPage } from './lazy-page';

// The players', lobby and ratings pages load when opened: the first screen does without them.
const TakeNamePage = lazyPage(() => import('../players/TakeNamePage'), (m) => m.TakeNamePage);
const SignInPage = lazyPage(() => import('../players/SignInPage'), (m) => m.SignInPage);
const AccountPage = lazyPage(() => import('../players/AccountPage'), (m) => m.AccountPage);
const LeaderboardPage = lazyPage(() => import('../ratings/LeaderboardPage'), (m) => m.LeaderboardPage);
const PlayerPage = lazyPage(() => import('../ratings/PlayerPage'), (m) => m.PlayerPage);
const LobbyPage = lazyPage(() => import('../lobby/LobbyPage'), (m) => m.LobbyPage);
const CreateTablePage = lazyPage(() => import('../lobby/CreateTablePage'), (m) => m.CreateTablePage);
const YourTurnPage = lazyPage(() => import('../lobby/YourTurnPage'), (m) => m.YourTurnPage);
// A game's table, its replays and the online match come with the game's rules and words: none is on the first screen.
const LocalGamePage = lazyPage(() => import('../local/LocalGamePage'), (m) => m.LocalGamePage);
const FileReplay = lazyPage(() => import('../replay/ReplayPage'), (m) => m.FileReplay);
const LocalReplay = lazyPage(() => import('../replay/ReplayPage'), (m) => m.LocalReplay);
const MatchReplay = lazyPage(() => import('../replay/ReplayPage'), (m) => m.MatchReplay);
const OnlineMatchPage = lazyPage(() => import('../online/OnlinePage'), (m) => m.OnlineMatchPage);
const JoinPage = lazyPage(() => import('../online/OnlinePage'), (m) => m.JoinPage);
// The Workbench brings the study tool and its figures: a chunk of its own.
const LabPage = lazyPage(() => import('../lab/LabPage'), (m) => m.LabPage);

/** The app: who this browser is (kept across screens), and the screen for the current path. */
export function App() {
  return (
    <PlayerProvider>
      <Screen />
    </PlayerProvider>
  );
}

/** Picks the screen for the current path. */
function Screen() {
  const path = usePath();
  let m: Record<string, string> | null;
  if (matchRoute('/', path)) return <Home />;
  if ((m = matchRoute('/new/:game', path))) return <NewGame key={m.game} gameId={m.game!} />;
  if ((m = matchRoute('/local/:id', path))) return <LocalGamePage key={m.id} id={m.id!} />;
  if ((m = matchRoute('/rules/:game', path))) return <RulesPage key={m.game} gameId={m.game!} />;
  if ((m = matchRoute('/learn/:game', path))) return <TutorialRoute key={m.game} gameId={m.game!} />;
  if (matchRoute('/replay', path)) return <FileReplay />;
  if ((m = matchRoute('/replay/local/:id', path))) return <LocalReplay key={m.id} id={m.id!} />;
  if ((m = matchRoute('/replay/match/:id', path))) return <MatchReplay key={m.id} id={m.id!} />;
  if (matchRoute('/lab', path)) return <LabPage />;
  if (matchRoute('/join', path)) return <JoinPage />;
  if ((m = matchRoute('/match/:id', path))) return <OnlineMatchPage key={m.id} match={m.id!} spectate={false} />;
  if ((m = matchRoute('/match/:id/watch', path))) return <OnlineMatchPage key={m.id} match={m.id!} spectate />;
  if (matchRoute('/take-a-name', path)) return <TakeNamePage />;
  if (matchRoute('/sign-in', path)) return <SignInPage />;
  if (matchRoute('/account', path)) return <AccountPage />;
  if (matchRoute('/lobby', path)) return <LobbyPage />;
  if (matchRoute('/lobby/new', path)) return <CreateTablePage />;
  if (matchRoute('/your-turn', path)) return <YourTurnPage />;
  if (matchRoute('/leaderboard', path)) return <LeaderboardPage />;
  if ((m = matchRoute('/players/:name', path))) return <PlayerPage key={m.name} name={m.name!} />;
  return <NotFound path={path} />;
}

function NotFound({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <SiteHeader />
      <main>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text', { path })}</p>
        <a href="/" onClick={onLinkClick('/')}>
          {t('common.backToStart')}
        </a>
      </main>
    </div>
  );
}
