import { useEffect } from 'react';
import type { Theme } from '../../domain/auth';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The palette a theme setting means right now ('system' follows the OS). */
export function resolveTheme(theme: Theme): 'light' | 'dark' {
  if (theme !== 'system') return theme;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Puts the `dark` class on <html> when the theme resolves to dark. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', resolveTheme(theme) === 'dark');
}

/** Keeps <html> in step with a theme setting, and with the OS while it is 'system'. */
export function useApplyTheme(theme: Theme): void {
  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => applyTheme('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [theme]);
}
