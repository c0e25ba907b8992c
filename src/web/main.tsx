import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyTheme } from './lib/theme';
import './styles.css';

// Match the OS palette before the first paint; the user's own setting applies once it loads.
applyTheme('system');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
