/**
 * The insights endpoints (docs/product/finance-insights.md), implemented in src/server/insights/routes.ts:
 * sales goals with their progress and ranking, the cash flow and its settings, and the finance
 * reports (the same path answers CSV with ?format=csv, a download the browser follows itself).
 */
import { endpoint } from '@shared/contract';
import {
  type CashFlowResponse,
  type CashFlowSettings,
  cashFlowQuerySchema,
  cashFlowSettingsSchema,
  GOAL_NOT_FOUND,
  type GoalProgress,
  type GoalsResponse,
  goalFormSchema,
  goalListQuerySchema,
  type ReportResponse,
  reportQuerySchema,
} from './schemas';

export const insightsApi = {
  goals: endpoint<GoalsResponse>()({ method: 'GET', path: '/api/goals', query: goalListQuerySchema }),
  createGoal: endpoint<GoalProgress>()({
    method: 'POST',
    path: '/api/goals',
    body: goalFormSchema,
    status: 201,
  }),
  updateGoal: endpoint<GoalProgress>()({
    method: 'PATCH',
    path: '/api/goals/:id',
    ids: { id: GOAL_NOT_FOUND },
    body: goalFormSchema,
  }),
  deleteGoal: endpoint<null>()({
    method: 'DELETE',
    path: '/api/goals/:id',
    ids: { id: GOAL_NOT_FOUND },
    status: 204,
  }),
  cashFlow: endpoint<CashFlowResponse>()({
    method: 'GET',
    path: '/api/finance/cash-flow',
    query: cashFlowQuerySchema,
  }),
  cashFlowSettings: endpoint<CashFlowSettings>()({ method: 'GET', path: '/api/finance/cash-flow/settings' }),
  saveCashFlowSettings: endpoint<CashFlowSettings>()({
    method: 'PUT',
    path: '/api/finance/cash-flow/settings',
    body: cashFlowSettingsSchema,
  }),
  report: endpoint<ReportResponse>()({
    method: 'GET',
    path: '/api/finance/reports/:report',
    query: reportQuerySchema,
  }),
};
