import React, {useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {marketDetailsLink} from '@site/src/features/coverage/data/route';
import {COVERAGE_COPY} from '@site/src/features/coverage/data/page';
import {type Market} from '@site/src/features/coverage/data/markets';
import {marketsByLocalName} from '@site/src/features/docsTools/data/marketChoices';
import {TOOL_INPUT_MAX_LENGTH} from '@site/src/constants';
import ToolField, {toolFormStyles} from '@site/src/ui/ToolField';
import ToConfirmBadge from '@site/src/ui/ToConfirmBadge';
import {countSms, SMS_PART_SIZES, withGsm7Equivalents, type CharacterCount, type UnicodeCharacter} from './encoding';
import {COMPOSER_COPY as COPY} from './copy';
import styles from './styles.module.css';

/** A character as the reader can see it: an invisible one by its name. */
function Character({character}: {character: string}): ReactNode {
  const invisible = COPY.invisible[character];
  return invisible ? <span className={styles.invisible}>{invisible}</span> : <code className={styles.character}>{character}</code>;
}

function ExtensionList({characters}: {characters: CharacterCount[]}): ReactNode {
  return (
    <div className={styles.finding}>
      <p>{COPY.extension}</p>
      <ul className={styles.characters}>
        {characters.map(({character, count}) => (
          <li key={character}>
            <Character character={character} /> {COPY.times(count)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function UnicodeList({characters}: {characters: UnicodeCharacter[]}): ReactNode {
  return (
    <div className={styles.finding}>
      <p>{COPY.unicode}</p>
      <ul className={styles.characters}>
        {characters.map(({character, count, codePoint, equivalent}) => (
          <li key={character}>
            <Character character={character} /> <span className={styles.codePoint}>{codePoint}</span>{' '}
            {equivalent === undefined ? COPY.noFix(COPY.times(count)) : COPY.fix(COPY.times(count), <Character character={equivalent} />)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The sender ID rule of the chosen market (indicative, as on /coverage), and a link to its details. */
function SenderIdRule({market, name}: {market: Market; name: string}): ReactNode {
  const rule = market.senderId.registration === 'required' ? COVERAGE_COPY.details.senderIdRequired(market.senderId.workingDays) : COVERAGE_COPY.details.senderIdFree;
  return (
    <p className={styles.senderId}>
      {COPY.senderIdRule(name, rule)} <ToConfirmBadge /> <Link to={marketDetailsLink(market)}>{COPY.countryDetails(name)}</Link>
    </p>
  );
}

/**
 * Type or paste an SMS: its encoding, the characters used and left, the parts
 * it is sent (and billed) in, what makes it UCS-2 and what can replace it, and
 * the sender ID rule of the country it goes to. Everything is counted here
 * (./encoding.ts); nothing leaves the page.
 */
export default function Composer(): ReactNode {
  const id = useId();
  const [message, setMessage] = useState('');
  /** The message as it was before "Use GSM-7 equivalents", until it is edited again. */
  const [beforeReplacing, setBeforeReplacing] = useState<{text: string; replaced: number} | null>(null);
  const [marketCode, setMarketCode] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  // The replace button goes once nothing is left to replace: focus moves to the one that undoes it.
  useEffect(() => {
    if (beforeReplacing) undoButton.current?.focus();
  }, [beforeReplacing]);
  const count = useMemo(() => countSms(message), [message]);
  const markets = useMemo(() => marketsByLocalName(), []);
  const chosen = markets.find(({market}) => market.code === marketCode);
  const {single, perPart} = SMS_PART_SIZES[count.encoding];
  const encodingName = COPY.encodings[count.encoding];
  const replaceable = count.unicode.filter((character) => character.equivalent !== undefined);

  const edit = (text: string) => {
    setMessage(text);
    setBeforeReplacing(null);
  };
  const useEquivalents = () => {
    setBeforeReplacing({text: message, replaced: replaceable.reduce((sum, character) => sum + character.count, 0)});
    setMessage(withGsm7Equivalents(message));
  };
  const undo = () => {
    if (beforeReplacing) setMessage(beforeReplacing.text);
    setBeforeReplacing(null);
    field.current?.focus();
  };

  return (
    <form className={toolFormStyles.frame} aria-label={COPY.label} noValidate onSubmit={(event) => event.preventDefault()}>
      <p className={toolFormStyles.note}>{COPY.privacy}</p>
      <ToolField id={`${id}-message`} label={COPY.message} hint={COPY.messageHint} maxLength={TOOL_INPUT_MAX_LENGTH.smsMessage} value={message}>
        {(props) => <textarea {...props} ref={field} rows={5} spellCheck autoComplete="off" value={message} onChange={(event) => edit(event.target.value)} />}
      </ToolField>
      <div className={toolFormStyles.actions}>
        <button type="button" className="button button--secondary button--sm" onClick={() => edit(COPY.exampleText)}>
          {COPY.example}
        </button>
      </div>

      <dl className={styles.figures}>
        <div>
          <dt>{COPY.encoding}</dt>
          <dd data-encoding={count.encoding}>{encodingName}</dd>
        </div>
        <div>
          <dt>{COPY.characters}</dt>
          <dd>{COPY.used(count.used, count.left)}</dd>
        </div>
        <div>
          <dt>{COPY.parts}</dt>
          <dd>{COPY.partCount(count.parts)}</dd>
        </div>
      </dl>
      <p className={toolFormStyles.note}>{COPY.partSizes(single, perPart)}</p>
      {/* Said when the encoding or the number of parts changes, not at every key. */}
      <p className="visually-hidden" aria-live="polite">
        {COPY.announcement(encodingName, COPY.partCount(count.parts))}
      </p>

      {count.extension.length > 0 && <ExtensionList characters={count.extension} />}
      {count.unicode.length > 0 && <UnicodeList characters={count.unicode} />}
      <div className={toolFormStyles.actions}>
        {replaceable.length > 0 && (
          <button type="button" className="button button--primary button--sm" onClick={useEquivalents}>
            {COPY.useEquivalents}
          </button>
        )}
        {beforeReplacing && (
          <button ref={undoButton} type="button" className="button button--secondary button--sm" onClick={undo}>
            {COPY.undo}
          </button>
        )}
      </div>
      <p className={styles.replaced} role="status">
        {beforeReplacing ? COPY.replaced(beforeReplacing.replaced) : ''}
      </p>

      <div className={toolFormStyles.field}>
        <label htmlFor={`${id}-country`}>{COPY.country}</label>
        <select id={`${id}-country`} className={toolFormStyles.select} value={marketCode} onChange={(event) => setMarketCode(event.target.value)}>
          <option value="">{COPY.chooseCountry}</option>
          {markets.map(({market, name}) => (
            <option key={market.code} value={market.code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite">{chosen && <SenderIdRule market={chosen.market} name={chosen.name} />}</div>
    </form>
  );
}
