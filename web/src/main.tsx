import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SplashGate } from './app/AppReady';
import { Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The current page's code starts downloading now, alongside the splash's subscription call.
preloadPage(window.location.pathname);

// A transition: React renders in slices and lets the browser in between (a phone's main thread is
// never held for the whole first render); the splash from index.html stays until it is done.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <SplashGate>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SplashGate>
      </Providers>
    </StrictMode>,
  );
});
