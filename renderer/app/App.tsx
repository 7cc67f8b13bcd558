import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { FollowUserLocale } from '../features/language/FollowUserLocale';

import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <FollowUserLocale />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
