/**
 * The landing page `/`: the sections of docs/product/public-site.md in order, prerendered at build time and hydrated.
 * Each section is its own Suspense boundary, so React hydrates them separately at low priority,
 * yielding to the browser in between (no long blocking task), and the sections below the first screen
 * hydrate only when the visitor gets near them (see hydrate-when-visible).
 */
import { Suspense } from 'react';
import { type Head, useHead } from '@web/lib/head';
import { AboutSection } from './about-section';
import { BrandingMarketingSection } from './branding-marketing-section';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { homeHead } from './home-head';
import { HowItWorksSection } from './how-it-works-section';
import { HydrateWhenVisible } from './hydrate-when-visible';
import { LeadProfileDebugSlot } from './lead-profile-debug-slot';
import { OfferSection } from './offer-section';
import { PlatformsSection } from './platforms-section';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';

/** Read by the prerender (entry-server) to write the head of `/`. */
export const handle = { head: (): Head => homeHead };

/*
 * Created once: when the route re-renders (a `/#faq` navigation, for example) the sections receive
 * the very same elements, so a section that is not hydrated yet is left alone instead of being
 * forced to hydrate (or re-render from scratch) at once.
 */
const sections = (
  <>
    <Suspense fallback={null}>
      <HeroSection />
    </Suspense>
    <HydrateWhenVisible id="servicos">
      <ServicesSection />
    </HydrateWhenVisible>
    <HydrateWhenVisible id="plataformas">
      <PlatformsSection />
    </HydrateWhenVisible>
    <HydrateWhenVisible id="depoimentos">
      <TestimonialsSection />
    </HydrateWhenVisible>
    <HydrateWhenVisible id="sobre">
      <AboutSection />
    </HydrateWhenVisible>
    <HydrateWhenVisible id="planos">
      <OfferSection />
    </HydrateWhenVisible>
    <HydrateWhenVisible id="como-funciona">
      <HowItWorksSection />
    </HydrateWhenVisible>
    <HydrateWhenVisible id="branding-marketing">
      <BrandingMarketingSection />
    </HydrateWhenVisible>
    <HydrateWhenVisible id="faq">
      <FaqSection />
    </HydrateWhenVisible>
    <HydrateWhenVisible id="contato">
      <ContactSection />
    </HydrateWhenVisible>
  </>
);

export function Component() {
  useHead(homeHead);
  return (
    <>
      {sections}
      <LeadProfileDebugSlot />
    </>
  );
}
