/** SEO head of `/` only (docs/product/public-site.md): title, description, Open Graph, Twitter and Organization JSON-LD. */
import { site } from '@shared/content/site';
import { socialProfiles } from '@shared/content/social';
import type { Head } from '@web/lib/head';

export const HOME_TITLE = 'Coders | Sites, Agentes GPT e Automação com IA para Empresas';
const url = `${site.url}/`;
const image = `${site.url}/og-image.jpg`;
const imageAlt = 'Coders: sites, agentes GPT e automação com inteligência artificial';

export const organizationJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: site.name,
  legalName: site.legalName,
  url,
  logo: `${site.url}/favicon.svg`,
  image,
  description: site.description,
  email: site.email,
  telephone: `+${site.whatsapp}`,
  areaServed: 'BR',
  knowsLanguage: 'pt-BR',
  sameAs: socialProfiles.map((profile) => profile.url),
  contactPoint: [
    {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: `+${site.whatsapp}`,
      email: site.email,
      areaServed: 'BR',
      availableLanguage: ['Portuguese'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
    },
  ],
};

export const homeHead: Head = {
  title: HOME_TITLE,
  tags: [
    { tag: 'meta', attrs: { name: 'description', content: site.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attrs: { property: 'og:locale', content: 'pt_BR' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: site.name } },
    { tag: 'meta', attrs: { property: 'og:title', content: HOME_TITLE } },
    { tag: 'meta', attrs: { property: 'og:description', content: site.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: '630' } },
    { tag: 'meta', attrs: { property: 'og:image:alt', content: imageAlt } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: HOME_TITLE } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: site.description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
    { tag: 'meta', attrs: { name: 'twitter:image:alt', content: imageAlt } },
    {
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify(organizationJsonLd),
    },
  ],
};
