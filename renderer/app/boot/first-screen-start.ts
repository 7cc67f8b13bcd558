import { loadFirstScreen } from './first-screen';

/**
 * The first module `main.tsx` imports: the first screen's requests start here, while the rest of
 * the app's code (React DOM, the router, the screens) is still being evaluated.
 */
export const firstScreenReady = loadFirstScreen();
