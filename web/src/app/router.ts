import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** The browser's router over the spec's route table. */
export const router = createBrowserRouter(routes);
