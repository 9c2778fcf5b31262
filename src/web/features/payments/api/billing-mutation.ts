/**
 * One invalidation for the money screens: every invoice, payment, bill or statement write refreshes the
 * 'billing' keys, so lists, the invoice open, the split form and the statement all show the new state.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const BILLING_KEY = ['billing'] as const;

export function useBillingMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}
