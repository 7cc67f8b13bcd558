import { lazy, Suspense, type ComponentType } from 'react';

import { LoadingState } from '../components/LoadingState';

/**
 * A screen loaded on first use (its own chunk), shown with the loading state until it arrives.
 * `load` picks the named export: `lazyPage(() => import('./X').then((m) => m.XPage))`.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
