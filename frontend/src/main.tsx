import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRouteModules } from './app/route-modules';
import { routes } from './app/router';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

const renderFresh = () => {
  container.replaceChildren();
  createRoot(container).render(app);
};

// Pre-rendered pages (scripts/build.mjs) name their path; any other markup is not this page's.
const prerendered = container.dataset.prerendered;

if (prerendered && prerendered === location.pathname.replace(/(.)\/+$/, '$1')) {
  // A chunk that fails to load is retried by the router's own lazy loading on a fresh render.
  loadRouteModules(routes, prerendered).then(() => startTransition(() => void hydrateRoot(container, app)), renderFresh);
} else {
  renderFresh();
}
