/**
 * The landing page `/`: the sections of spec §2.2 in order. Prerendered at build time and hydrated.
 * Each section is its own Suspense boundary: React then hydrates them one by one at low priority,
 * yielding to the browser in between, instead of one long blocking task (TBT), and a click on a
 * section that is not hydrated yet hydrates that one first.
 */
import { type ReactNode, Suspense } from 'react';
import { type Head, useHead } from '../../lib/head';
import { AboutSection } from './about-section';
import { BrandingMarketingSection } from './branding-marketing-section';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { homeHead } from './home-head';
import { HowItWorksSection } from './how-it-works-section';
import { LeadProfileDebugSlot } from './lead-profile-debug-slot';
import { OfferSection } from './offer-section';
import { PlatformsSection } from './platforms-section';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';

/** Read by the prerender (entry-server) to write the head of `/`. */
export const handle = { head: (): Head => homeHead };

export function Component() {
  useHead(homeHead);
  return (
    <>
      <Boundary>
        <HeroSection />
      </Boundary>
      <Boundary>
        <ServicesSection />
      </Boundary>
      <Boundary>
        <PlatformsSection />
      </Boundary>
      <Boundary>
        <TestimonialsSection />
      </Boundary>
      <Boundary>
        <AboutSection />
      </Boundary>
      <Boundary>
        <OfferSection />
      </Boundary>
      <Boundary>
        <HowItWorksSection />
      </Boundary>
      <Boundary>
        <BrandingMarketingSection />
      </Boundary>
      <Boundary>
        <FaqSection />
      </Boundary>
      <Boundary>
        <ContactSection />
      </Boundary>
      <LeadProfileDebugSlot />
    </>
  );
}

function Boundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
