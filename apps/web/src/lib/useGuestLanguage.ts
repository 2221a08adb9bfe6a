import { useEffect, useRef } from 'react';
import { isLanguage, LANGUAGE_STORAGE_KEY, setLanguage } from './i18n.ts';

/**
 * A guest's own page (a ride's, a permit's, a wait-list place's) opens in the language the guest is written to,
 * once it is read, unless this browser has chosen one already.
 */
export function useGuestLanguage(language: string | undefined) {
  const applied = useRef(false);
  useEffect(() => {
    if (!language || applied.current || !isLanguage(language)) return;
    applied.current = true;
    let chosen: string | null = null;
    try {
      chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      // No storage: follow the guest's language.
    }
    if (!chosen) void setLanguage(language);
  }, [language]);
}
