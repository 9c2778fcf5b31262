/** The PIX charges feature's public surface: the settings card and the charge's status on an invoice. */
export { PixChargeStatus } from './components/pix-charge-status';
export { PixProviderCard } from './components/pix-provider-card';
