/**
 * The activities feature's public surface: the panel other features mount on a lead, company or deal
 * (`<ActivitiesPanel subject={{ kind: 'lead' | 'company' | 'deal', id }} />`).
 */
export { ActivitiesPanel } from './components/activities-panel';
/** The caller's overdue and today counts, for a dashboard. */
export { ActivitiesSummary } from './components/activities-summary';
