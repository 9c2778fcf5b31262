import { lazy, Suspense, useEffect, useState } from 'react';
import type { LeadProfile } from '@shared/lead-profile/types';
import { isDebugHost, readChatProfile } from './lead-profile-debug';

// Its own chunk, requested only on debug hosts once a chat profile exists: production pays nothing.
const LeadProfileDebugCard = lazy(() => import('./lead-profile-debug-card'));

const POLL_MS = 2000;

export function LeadProfileDebugSlot() {
  const [profile, setProfile] = useState<LeadProfile | null>(null);
  useEffect(() => {
    if (!isDebugHost(window.location.hostname)) return;
    let last = '';
    const read = () => {
      const next = readChatProfile();
      const key = JSON.stringify(next);
      if (key !== last) {
        last = key;
        setProfile(next);
      }
    };
    read();
    // The chat writes the profile as the conversation goes; storage events do not fire in the same tab.
    const timer = window.setInterval(read, POLL_MS);
    return () => window.clearInterval(timer);
  }, []);
  if (!profile) return null;
  return (
    <Suspense fallback={null}>
      <LeadProfileDebugCard profile={profile} />
    </Suspense>
  );
}
