/**
 * Dispatched on `document` by main.tsx once the application has taken over a prerendered page
 * (`hydrateRoot` called, or the page rendered afresh): page-loader.ts then presses again a
 * button clicked before that moment.
 */
export const HYDRATING_EVENT = 'kinfolio:hydrating';
