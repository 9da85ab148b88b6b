import React, {type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import PageHero from '@site/src/ui/PageHero';
import FormView from '@site/src/features/forms/FormView';
import onboardPage from '@site/src/data/pages/onboard';
import onboardSmsPage from '@site/src/data/pages/onboardSms';
import onboardPaymentsPage from '@site/src/data/pages/onboardPayments';
import {ONBOARDING_COMMON_GROUPS, ONBOARDING_COPY, ONBOARDING_DRAFT_KEY, ONBOARDING_GROUPS, ONBOARDING_OPTIONS, type OnboardingOption} from '@site/src/features/forms/data/onboarding';
import styles from './styles.module.css';
import tabStyles from '@site/src/ui/styles/pill-tabs.module.css';
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

const ONBOARDING_PAGES = {sms: onboardSmsPage, payments: onboardPaymentsPage} satisfies Record<OnboardingOption, unknown>;

/**
 * /onboard, /onboard/sms and /onboard/payments: the option tabs above the
 * onboarding form. /onboard has no option chosen, so its form has the cards
 * every option shares (Identification, Contact Information, Location); SMS
 * adds Thresholds. All three share one draft, so choosing a tab (which moves
 * to that option's address) keeps everything typed.
 */
export default function OnboardingPage({option}: {option?: OnboardingOption}): ReactNode {
  const page = option ? ONBOARDING_PAGES[option] : onboardPage;
  const label = ONBOARDING_OPTIONS.find((item) => item.option === option)?.label;
  const subject = label ? ONBOARDING_COPY.optionSubject(label) : ONBOARDING_COPY.subject;
  const form = (
    <>
      <p className={styles.note}>{ONBOARDING_COPY.required}</p>
      <FormView
        key={option ?? 'general'}
        formId={option ? `onboarding-${option}` : 'onboarding'}
        groups={option ? ONBOARDING_GROUPS[option] : ONBOARDING_COMMON_GROUPS}
        submitLabel={ONBOARDING_COPY.submit}
        team="sales"
        subject={subject}
        draftKey={ONBOARDING_DRAFT_KEY}
        sentMessage={ONBOARDING_COPY.sent}
      />
    </>
  );
  return (
    <Layout title={page.title} description={page.description}>
      <main>
        <PageHero heading={page.heading} lead={page.lead} />
        <div className={clsx('container', styles.body)}>
          <OptionTabs current={option} />
          {option ? (
            <div id={PANEL_ID} role="tabpanel" aria-label={page.heading} className={styles.panel}>
              {form}
            </div>
          ) : (
            <div className={styles.panel}>
              <p className={styles.hint}>{ONBOARDING_COPY.chooseHint}</p>
              {form}
            </div>
          )}
        </div>
      </main>
    </Layout>
  );
}
