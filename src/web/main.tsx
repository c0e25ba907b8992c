import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { queryClient } from './lib/query-client';
import { applyTheme } from './lib/theme';
import { startOfflineCopy } from './offline/persist';
import { registerServiceWorker } from './offline/register-sw';
import './styles.css';

// Match the OS palette before the first paint; the user's own setting applies once it loads.
applyTheme('system');
registerServiceWorker();

// The offline copy (if this device keeps one) goes into the cache before the first render, so
// the user lookup starts from it and a reload without network stays signed in.
void startOfflineCopy(queryClient).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
