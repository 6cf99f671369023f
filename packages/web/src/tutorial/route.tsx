import { Suspense, lazy } from 'react';

// The lessons (their positions, scripts and screen) load when a learner opens them, not with the first screen.
const TutorialPage = lazy(() => import('./TutorialPage'));

/** `/learn/<game>`. */
export function TutorialRoute({ gameId }: { gameId: string }) {
  return (
    <Suspense fallback={<div className="page" aria-busy="true" />}>
      <TutorialPage gameId={gameId} />
    </Suspense>
  );
}
