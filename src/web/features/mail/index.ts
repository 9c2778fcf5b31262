/** The mail feature's public surface: the SMTP card Configurações shows in its 'E-mail' tab. */
export { SmtpCard } from './components/smtp-card';
