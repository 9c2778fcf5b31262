/** Public footer (docs/product/public-site.md): service anchors, /#planos, privacy policy, social profiles, 'Voltar ao topo'. */

import type { ReactNode } from 'react';
import { site } from '@shared/content/site';
import { type SocialProfile, socialProfiles } from '@shared/content/social';
import { whatsappLink } from '@shared/lead-profile/normalize';
import { paths } from '@web/app/paths';
import { BrandMark } from './brand-logo';
import { ArrowUp, Clock, LifeBuoy, Mail, MessageCircle } from './icons';
import { useSiteEmails } from './site-emails';

export const footerServiceLinks = [
  { href: '/#sites', label: 'Sites e Landing Pages' },
  { href: '/#agentes-gpt', label: 'Agentes GPT' },
  { href: '/#branding', label: 'Identidade Visual' },
  { href: '/#marketing', label: 'Marketing Digital' },
  { href: '/#automacao', label: 'Automação de Processos' },
  { href: '/#planos', label: 'Planos e consulta gratuita' },
] as const;

const companyLinks = [
  { href: '/#sobre', label: 'Sobre a Coders' },
  { href: '/#plataformas', label: 'Plataformas' },
  { href: '/#depoimentos', label: 'Depoimentos' },
  { href: '/#faq', label: 'Perguntas frequentes' },
  { href: paths.blog, label: 'Blog' },
  { href: paths.questionnaire, label: 'Avaliar meu projeto' },
] as const;

export const whatsappHref =
  whatsappLink(site.whatsapp, 'Olá! Vim pelo site da Coders e gostaria de falar sobre um projeto.') ??
  `https://wa.me/${site.whatsapp}`;

/** Brand glyphs (lucide no longer ships them), 24×24 stroke icons like the rest of the set. */
const socialIcons: Record<SocialProfile['network'], ReactNode> = {
  instagram: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  youtube: (
    <>
      <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
};

const linkClass = 'text-sm text-slate-400 transition-colors hover:text-white';

export function SiteFooter() {
  const emails = useSiteEmails();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 md:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="space-y-4">
          <a href={paths.home} className="inline-flex items-center gap-2">
            <BrandMark />
            <span className="text-lg font-bold text-white">Coders</span>
            <span className="sr-only"> — página inicial</span>
          </a>
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">
            Agência digital com foco em inteligência artificial. Sites, agentes GPT, identidade visual,
            marketing e automação para empresas que querem crescer.
          </p>
          <ul className="flex gap-2" aria-label="Redes sociais">
            {socialProfiles.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center rounded-lg bg-white/5 text-slate-300 transition-colors hover:bg-blue-700 hover:text-white"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="size-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                    focusable="false"
                  >
                    {socialIcons[profile.network]}
                  </svg>
                  <span className="sr-only">{profile.label} da Coders (abre em nova aba)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Serviços">
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-white">Serviços</h2>
          <ul className="space-y-2.5">
            {footerServiceLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Empresa">
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-white">Empresa</h2>
          <ul className="space-y-2.5">
            {companyLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-white">Fale com a gente</h2>
          <ul className="space-y-3 text-sm text-slate-400">
            <li>
              <a
                href={whatsappHref}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <MessageCircle className="size-4 text-emerald-400" aria-hidden="true" />
                WhatsApp {site.whatsappDisplay}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${emails.contact}`}
                data-contact-email={emails.contact}
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <Mail className="size-4 text-blue-400" aria-hidden="true" />
                {emails.contact}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${emails.support}`}
                data-support-email={emails.support}
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <LifeBuoy className="size-4 text-blue-400" aria-hidden="true" />
                <span>
                  Suporte: <span className="break-all">{emails.support}</span>
                </span>
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Clock className="mt-0.5 size-4 shrink-0 text-blue-400" aria-hidden="true" />
              <span>
                {site.supportHours}
                <br />
                {site.whatsappResponse}
              </span>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-24 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:pr-24 sm:pb-6 md:px-6 md:pr-24">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.legalName} Todos os
            direitos reservados.
          </p>
          <div className="flex items-center gap-4">
            <a href={paths.privacy} className="hover:text-white">
              Política de Privacidade
            </a>
            <a href={paths.rights} className="hover:text-white">
              Meus dados
            </a>
            <button
              type="button"
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
              className="inline-flex cursor-pointer items-center gap-1 rounded hover:text-white"
            >
              <ArrowUp className="size-3.5" aria-hidden="true" />
              Voltar ao topo
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
