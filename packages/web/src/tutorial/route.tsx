import { lazyPage } from '../app/lazy-page';

/** `/learn/<game>`: the lessons (their positions, scripts and screen) load when a learner opens them, not with the first screen. */
export const TutorialRoute = lazyPage(
  () => import('./TutorialPage'),
  (m) => m.default,
);
