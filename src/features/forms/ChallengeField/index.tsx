import React, {lazy, Suspense, useEffect, useRef, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useColorMode} from '@docusaurus/theme-common';
import type {TurnstileInstance} from '@marsidev/react-turnstile';
import {useTurnstileSiteKey} from '@site/src/hooks/useBrand';
import {CHALLENGE_RESPONSE_FIELD} from '../challenge';
import styles from './styles.module.css';

// Its own chunk, fetched only where a form shows the widget on a site built with a key: without one, no page loads it.
const Turnstile = lazy(() => import('@marsidev/react-turnstile').then((module) => ({default: module.Turnstile})));

interface Props {
  /** Whether the form can reach the forms service (FORMS_ENDPOINT): without it nothing is sent, so nothing is challenged. */
  endpoint: string;
  /** The service's last answer (a new object per answer; undefined while none is shown): a token is good once, so each answer gets the widget a new one. */
  answered: unknown;
}

/**
 * Cloudflare Turnstile's challenge, when the site was built with
 * TURNSTILE_SITE_KEY and a forms endpoint: @marsidev/react-turnstile renders
 * the widget (Cloudflare's script, loaded by the library on the pages that
 * show a form), which writes its token in a hidden field of the form
 * (CHALLENGE_RESPONSE_FIELD) that the form controller sends. Most people see
 * nothing: the widget appears only when Cloudflare needs an interaction
 * (`interaction-only`). Rendered after hydration only: the static page and a
 * browser without JavaScript have no widget (nor can they send the form).
 */
export default function ChallengeField({endpoint, answered}: Props): ReactNode {
  const siteKey = useTurnstileSiteKey();
  const browser = useIsBrowser();
  const {colorMode} = useColorMode();
  const {currentLocale} = useDocusaurusContext().i18n;
  const widget = useRef<TurnstileInstance>(null);
  useEffect(() => {
    if (answered) widget.current?.reset();
  }, [answered]);
  if (!siteKey || !endpoint || !browser) return null;
  return (
    <div className={styles.challenge}>
      <Suspense fallback={null}>
        <Turnstile ref={widget} siteKey={siteKey} options={{appearance: 'interaction-only', language: currentLocale, theme: colorMode, responseFieldName: CHALLENGE_RESPONSE_FIELD}} />
      </Suspense>
    </div>
  );
}
