import { RouterProvider } from 'react-router/dom';
import { useConnectivity } from '@/lib/connectivity';
import { Providers } from './providers';
import { createRouter } from './router';

const router = createRouter();

export function App() {
  useConnectivity();
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
