/** Where this person opens a job's page (decision 015), e.g. a lead's drawer: null when nowhere. */
import { useCallback } from 'react';
import { type Job, pathFor } from '@shared/catalog/workspaces';
import { useMe } from './session';

export function useJobLink() {
  const { viewer } = useMe();
  return useCallback(
    (job: Job, params?: Record<string, string>) => pathFor({ job, params }, viewer),
    [viewer],
  );
}
