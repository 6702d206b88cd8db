import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SplashGate } from './app/AppReady';
import { Providers } from './app/providers';
import { router } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <SplashGate>
        <RouterProvider router={router} />
      </SplashGate>
    </Providers>
  </StrictMode>,
);
