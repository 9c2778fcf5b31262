/** The finance reports page mounts this (docs/product/tasks-and-timesheet.md); the component is app-wide. */
export { ProjectProfitabilityReport } from '@web/components/profitability/project-profitability';
