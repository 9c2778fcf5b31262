/** What other features use of payments: the 'Registrar pagamento' dialog and the money screens' refresh. */
export { useBillingMutation } from './api/billing-mutation';
export { PaymentDialog } from './components/payment-dialog';
