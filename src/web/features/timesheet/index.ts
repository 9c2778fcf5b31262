/**
 * The timesheet feature's public surface (the boundary lint allows other features only this index):
 * a project's profitability — the dialog the projects page opens and the report the finance reports
 * show (docs/product/tasks-and-timesheet.md).
 */
export { ProjectProfitabilityDialog } from './components/profitability-dialog';
export { ProjectProfitabilityReport } from './components/profitability-report';
