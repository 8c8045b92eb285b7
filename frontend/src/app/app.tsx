import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { AppToaster } from './toaster';
import { useApiHealth } from './use-api-health';

export function App() {
  const [router] = useState(createAppRouter);
  useApiHealth();
  return (
    <>
      <RouterProvider router={router} />
      <AppToaster />
    </>
  );
}
