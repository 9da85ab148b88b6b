import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import PageHero from '@site/src/ui/PageHero';
import {UntranslatedNotice} from '@site/src/ui/UntranslatedContent';
import {useOfflineDocs} from '@site/src/features/offline/useOfflineDocs';
import {API_REFERENCE_COPY as COPY, type LinkedSentence} from '@site/src/features/api/data/referencePage';
import {API_REFERENCE_ROUTE, type ApiPageBase, type HttpMethod} from '@site/src/features/api/data/model';
import {ContractTranslated, useContractLang} from '../ApiText';
import MethodBadge from '../MethodBadge';
import styles from '../styles.module.css';

/** A link of the contents nav: an anchor of the page (`#createPayment`) or another page of the reference. */
export interface NavItem {
  label: string;
  to: string;
  /** An operation's method, shown as its badge. */
  method?: HttpMethod;
  /** The label is the contract's text (a tag's heading, a summary), in the default language unless the model is translated. */
  contract?: boolean;
}

/** A group of the contents nav: its heading link and its links. */
export interface NavGroup extends NavItem {
  items: NavItem[];
}

function NavLink({item, className}: {item: NavItem; className?: string}): ReactNode {
  const lang = useContractLang();
  return (
    <Link to={item.to} className={className}>
      {item.method && <MethodBadge method={item.method} className={styles.navBadge} />}
      <span lang={item.contract ? lang : undefined}>{item.label}</span>
    </Link>
  );
}

/** The reference's contents, beside the page on wide screens and above it on phones; `back` adds the link to the index first. */
function ContentsNav({groups, back}: {groups: NavGroup[]; back: boolean}): ReactNode {
  return (
    <nav className={styles.nav} aria-label={COPY.nav.label}>
      <p className={styles.navTitle}>{COPY.nav.title}</p>
      <ul className={styles.navGroups}>
        {back && (
          <li className={styles.navGroup}>
            <Link to={API_REFERENCE_ROUTE} className={styles.navBack}>
              <span aria-hidden="true">← </span>
              {COPY.nav.back}
            </Link>
          </li>
        )}
        {groups.map((group) => (
          <li key={group.to} className={styles.navGroup}>
            <NavLink item={group} className={styles.navGroupLink} />
            {group.items.length > 0 && (
              <ul className={styles.navList}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink item={item} className={styles.navLink} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A sentence of the copy with its link: the text, a space, the link, then what follows it (a space unless it is punctuation). */
export function LinkedText({sentence: {before, link, after}}: {sentence: LinkedSentence}): ReactNode {
  return (
    <>
      {before} <Link to={link.to}>{link.label}</Link>
      {/^[.,;:]/.test(after) ? after : ` ${after}`}
    </>
  );
}

interface Props {
  /** What every page of the reference has of the document: its title, version and whether the page's model is translated. */
  page: ApiPageBase;
  /** The page's head (title, meta description) and hero (heading, lead). */
  meta: {title: string; description: string; heading: ReactNode; lead?: ReactNode};
  /** The hero's buttons (the index's downloads). */
  actions?: ReactNode;
  /** A resource's or the webhooks' page: the eyebrow and the contents nav link back to the index. */
  sub?: boolean;
  nav: NavGroup[];
  children: ReactNode;
}

/**
 * The frame of every page of the API reference (the index, each resource, the
 * webhooks): the head, the hero, the notice when the contract is shown
 * untranslated, the contents nav and the content beside it. The pages are
 * kept for reading offline, with the docs.
 */
export default function ReferenceLayout({page, meta, actions, sub = false, nav, children}: Props): ReactNode {
  useOfflineDocs();
  const eyebrow = COPY.eyebrow(page.title, page.version);
  return (
    <ContractTranslated.Provider value={page.translated ?? false}>
      <Layout title={meta.title} description={meta.description}>
        <main>
          <PageHero eyebrow={sub ? <Link to={API_REFERENCE_ROUTE}>{eyebrow}</Link> : eyebrow} heading={meta.heading} lead={meta.lead}>
            {actions}
          </PageHero>
          <div className="container">
            {!page.translated && <UntranslatedNotice />}
            <div className={styles.layout}>
              <ContentsNav groups={nav} back={sub} />
              <div className={styles.content}>{children}</div>
            </div>
          </div>
        </main>
      </Layout>
    </ContractTranslated.Provider>
  );
}
