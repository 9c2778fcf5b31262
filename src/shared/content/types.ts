/** Static site content types (docs/product/public-site.md). Content is data, not components, so the server's chat
 * knowledge base and the web pages read the same truth. */

export type PlatformCategory =
  | 'Investimentos'
  | 'E-commerce'
  | 'Educação'
  | 'Gestão'
  | 'Marketing'
  | 'Comunidade'
  | 'Turismo'
  | 'Institucional'
  | 'Streaming';

export type Platform = {
  id: string;
  name: string;
  tagline: string;
  description: string;
  /** Public address of the product (may be '#' while it is not live). */
  url: string;
  category: PlatformCategory;
  /** Path of a local image shipped under /public (e.g. '/platforms/wildgo.svg'). */
  image: string;
  features: string[];
  technologies: string[];
  targetAudience: string[];
  useCases: string[];
  metrics?: { users?: string; transactions?: string; growth?: string };
  isActive: boolean;
};

export type Testimonial = { name: string; role: string; content: string; rating: number; image: string };

export type FaqEntry = { question: string; answer: string };

export type ServiceId = 'sites' | 'agentes-gpt' | 'branding' | 'marketing' | 'automacao' | 'consultoria';

export type Service = {
  id: ServiceId;
  /** Anchor id on the landing page (footer links /#sites, /#agentes-gpt, /#branding, /#marketing, /#automacao). */
  anchor: string;
  title: string;
  summary: string;
  bullets: string[];
  /** Words a visitor might use for this service (chat retrieval, questionnaire). */
  keywords: string[];
};
