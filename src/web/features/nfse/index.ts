/** The NFS-e feature's public surface: the invoice's card and the Configurações tab. */
export { NfseInvoiceCard } from './components/nfse-invoice-card';
export { NfseSettingsCard } from './components/nfse-settings-card';
