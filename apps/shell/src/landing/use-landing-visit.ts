import { useEffect } from 'react';
import { STORAGE_KEYS, writeStored } from '../app/storage.logic.js';

/** A visit to the landing page lets the visitor past the access gate for the next 10 minutes. */
export function useLandingVisit(): void {
  useEffect(() => {
    writeStored(STORAGE_KEYS.lastLandingVisit, String(Date.now()));
  }, []);
}
