import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Link from '@docusaurus/Link';
import PageHero from '@site/src/ui/PageHero';
import ButtonLink from '@site/src/ui/ButtonLink';
import Section from '@site/src/ui/Section';
import CardGrid from '@site/src/ui/CardGrid';
import StatsRow from '@site/src/ui/StatsRow';
import TagList from '@site/src/ui/TagList';
import CtaBand from '@site/src/ui/CtaBand';
import LogoGrid from '@site/src/ui/LogoGrid';
import type {Hero, Section as SectionData} from '@site/src/types/content';
import styles from './styles.module.css';

function SectionView({section, tinted, slot}: {section: SectionData; tinted: boolean; slot?: ReactNode}): ReactNode {
  // Links to a section (#openings) are checked by the build: tell it the anchor exists.
  useBrokenLinks().collectAnchor(section.id);
  if (section.kind === 'cta') return <CtaBand id={section.id} heading={section.heading} lead={section.lead} ctas={section.ctas} />;
  return (
    <Section id={section.id} heading={section.heading} lead={section.lead} tinted={tinted}>
      {section.kind === 'cards' && <CardGrid cards={section.cards} columns={section.columns} />}
      {section.kind === 'stats' && <StatsRow stats={section.stats} />}
      {section.kind === 'tags' && <TagList tags={section.tags} />}
      {section.kind === 'logos' && <LogoGrid names={section.logos} />}
      {section.kind === 'slot' && slot}
      {section.link && (
        <p className={styles.sectionLink}>
          <Link to={section.link.to}>{section.link.label}</Link>
        </p>
      )}
    </Section>
  );
}

interface Props {
  title: string;
  description: string;
  hero: Hero;
  /** An illustration beside the hero's text. */
  visual?: ReactNode;
  sections: SectionData[];
  /** The content of `slot` sections, by section id: what only this page shows (a job list, code samples, counting figures). */
  slots?: Record<string, ReactNode>;
}

/**
 * A page built from data (product pages, about, careers, the developer hub):
 * the hero with its calls to action (and an optional illustration), then the
 * sections in order, every other one tinted.
 */
export default function SectionedPageView({title, description, hero, visual, sections, slots = {}}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main>
        <PageHero eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead} visual={visual}>
          {hero.ctas.map((cta) => (
            <ButtonLink key={cta.to + cta.label} cta={cta} />
          ))}
        </PageHero>
        {sections.map((section, i) => (
          <SectionView key={section.id} section={section} tinted={i % 2 === 1} slot={slots[section.id]} />
        ))}
      </main>
    </Layout>
  );
}
