import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import HeroCarousel from '@site/src/features/marketing/HeroCarousel';
import Section from '@site/src/ui/Section';
import HydrateNearScreen from '@site/src/ui/HydrateNearScreen';
import CardGrid from '@site/src/ui/CardGrid';
import ServicesCarousel from '@site/src/features/marketing/ServicesCarousel';
import PartnerStrip from '@site/src/features/marketing/PartnerStrip';
import OrganizationJsonLd from '@site/src/features/layout/OrganizationJsonLd';
import homePage from '@site/src/data/pages/home';
import {HERO_CTAS, HERO_SLIDES, PARTNER_STRIP, SERVICE_LOGOS, SERVICES_SECTION, WHY_CHOOSE_US} from '@site/src/features/marketing/data/home';

/** Home: hero carousel, why choose us, our services, partner strip; the company's structured data. */
export default function Home(): ReactNode {
  const page = homePage;
  return (
    <Layout title={page.title} description={page.description}>
      <OrganizationJsonLd />
      <main>
        <HeroCarousel slides={HERO_SLIDES} ctas={HERO_CTAS} />
        <HydrateNearScreen>
          <Section id="why-us" heading={WHY_CHOOSE_US.heading} lead={WHY_CHOOSE_US.lead}>
            <CardGrid cards={WHY_CHOOSE_US.points} columns={4} />
          </Section>
        </HydrateNearScreen>
        <Section id="services" heading={SERVICES_SECTION.heading} lead={SERVICES_SECTION.lead} tinted>
          <ServicesCarousel logos={SERVICE_LOGOS} label={SERVICES_SECTION.heading} labels={SERVICES_SECTION.controls} />
        </Section>
        <HydrateNearScreen>
          <Section id="partners" heading={PARTNER_STRIP.heading} lead={PARTNER_STRIP.lead}>
            <PartnerStrip logos={PARTNER_STRIP.logos} />
          </Section>
        </HydrateNearScreen>
      </main>
    </Layout>
  );
}
