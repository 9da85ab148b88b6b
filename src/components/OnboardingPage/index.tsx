import React, {type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import PageHero from '@site/src/components/PageHero';
import CardGrid from '@site/src/components/CardGrid';
import FormView from '@site/src/components/FormView';
import {PAGES} from '@site/src/data/pages';
import {ONBOARDING_COPY, ONBOARDING_DRAFT_KEY, ONBOARDING_GROUPS, ONBOARDING_OPTIONS, onboardingOptionCards, type OnboardingOption} from '@site/src/data/forms/onboarding';
import styles from './styles.module.css';
import tabStyles from '@site/src/css/pill-tabs.module.css';
import {tabTarget} from '@site/src/hooks/tabKeys';

const PANEL_ID = 'onboarding-panel';

/**
 * The option tabs. Each is a link to its route (so they work before the page
 * hydrates, and the address says which option is open), exposed as a tab with
 * arrow-key movement between the two.
 */
function OptionTabs({current}: {current?: OnboardingOption}): ReactNode {
  const history = useHistory();
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = tabTarget(event.key, index, ONBOARDING_OPTIONS.length);
    if (target === undefined) return;
    event.preventDefault();
    history.push(ONBOARDING_OPTIONS[target]!.path);
  };
  return (
    <div role="tablist" aria-label={ONBOARDING_COPY.tabsLabel} className={tabStyles.list}>
      {ONBOARDING_OPTIONS.map((item, index) => (
        <Link
          key={item.option}
          to={item.path}
          role="tab"
          aria-selected={item.option === current}
          aria-controls={current ? PANEL_ID : undefined}
          tabIndex={current && item.option !== current ? -1 : 0}
          className={clsx(tabStyles.tab, item.option === current && tabStyles.current)}
          onKeyDown={(event: KeyboardEvent) => onKeyDown(event, index)}>
          {item.label}
        </Link>
      ))}
    </div>
  );
}

/**
 * /onboard (the general entry: choose an option), /onboard/sms and
 * /onboard/payments (the form, with Thresholds for SMS only). Both forms share
 * one draft, so switching tabs keeps what both have in common.
 */
export default function OnboardingPage({option}: {option?: OnboardingOption}): ReactNode {
  const page = PAGES[option ? (`/onboard/${option}` as const) : '/onboard'];
  return (
    <Layout title={page.title} description={page.description}>
      <main>
        <PageHero heading={page.heading} lead={page.lead} />
        <div className={clsx('container', styles.body)}>
          <OptionTabs current={option} />
          {option ? (
            <div id={PANEL_ID} role="tabpanel" aria-label={page.heading} className={styles.panel}>
              <p className={styles.note}>{ONBOARDING_COPY.required}</p>
              <FormView
                key={option}
                formId={`onboarding-${option}`}
                groups={ONBOARDING_GROUPS[option]}
                submitLabel={ONBOARDING_COPY.submit}
                team="sales"
                subject={`${ONBOARDING_COPY.subject}: ${page.heading}`}
                draftKey={ONBOARDING_DRAFT_KEY}
                sentMessage={ONBOARDING_COPY.sent}
              />
            </div>
          ) : (
            <section aria-label={ONBOARDING_COPY.chooseHeading} className={styles.panel}>
              <h2 className={styles.choose}>{ONBOARDING_COPY.chooseHeading}</h2>
              <CardGrid
                columns={2}
                cards={onboardingOptionCards()}
              />
            </section>
          )}
        </div>
      </main>
    </Layout>
  );
}
