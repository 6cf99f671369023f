import { type ComponentType, Suspense, lazy } from 'react';

/**
 * A screen whose code loads when someone opens it, not with the first screen: `load` imports its
 * module (a chunk of its own) and `pick` names the screen in it. While the chunk arrives the page
 * is an empty, busy page (a fraction of a second on a normal connection).
 */
export function lazyPage<Props extends object, Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>): ComponentType<Props> {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={<div className="page" aria-busy="true" />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
