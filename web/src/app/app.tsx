import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { installSessionExpiry } from './session-expiry';

installSessionExpiry();

export function App() {
  return <RouterProvider router={router} />;
}
