/**
 * @jest-environment node
 *
 * The simulator on /docs/guides/ussd plays the guide's own menu: the data
 * module's nextScreen answers every branch exactly as the guide's JavaScript
 * and Python handlers do (their code is read from the guide and run), in
 * English and, on the French guide, in French.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {nextScreen} from '@site/src/features/docsTools/data/ussdMenu';
import {countSms} from '@site/src/features/docsTools/SmsComposer/encoding';

/** The guide in each language: the French handlers answer in French, as the simulator on the French page does. */
const GUIDES = {
  en: 'docs/guides/ussd.mdx',
  fr: 'i18n/fr/docusaurus-plugin-content-docs/current/guides/ussd.mdx',
} as const;
const INPUTS = ['', '1', '2', '2*100234', '2*100234*1', '2*100234*2', '2*100234*7', '3', '1*5', '2**'];

function block(guide: string, language: string, start: string): string {
  const code = new RegExp(`\`\`\`${language}[^\\n]*\\n([\\s\\S]*?)\`\`\``).exec(guide)![1]!;
  const from = code.indexOf(start);
  expect(from).toBeGreaterThanOrEqual(0);
  return code.slice(from);
}

describe.each(Object.entries(GUIDES))("the USSD simulator's menu (%s)", (locale, file) => {
  const guide = readFileSync(path.join(__dirname, '../..', file), 'utf8');

  it("answers as the guide's JavaScript handler", () => {
    const source = block(guide, 'javascript', 'function nextScreen');
    const guideNextScreen = new Function(`${source.slice(0, source.indexOf('\napp.post'))}\nreturn nextScreen;`)() as (text: string) => string;
    for (const text of INPUTS) expect([text, nextScreen(text, locale)]).toEqual([text, guideNextScreen(text)]);
  });

  it("answers as the guide's Python handler", () => {
    const source = block(guide, 'python', 'def next_screen');
    const program = `${source.slice(0, source.indexOf('\n@app.post'))}\nimport json, sys\nprint(json.dumps([next_screen(t) for t in json.loads(sys.argv[1])]))`;
    const python = execFileSync('python3', ['-c', program, JSON.stringify(INPUTS)], {encoding: 'utf8'});
    expect(JSON.parse(python)).toEqual(INPUTS.map((text) => nextScreen(text, locale)));
  });
});

it('writes each language\'s screens in its own words, in letters every phone shows (GSM-7)', () => {
  for (const text of INPUTS) {
    expect(nextScreen(text, 'fr')).not.toBe(nextScreen(text, 'en'));
    // The SMS composer's alphabet: no character of the screen forces UCS-2.
    expect(countSms(nextScreen(text, 'fr')).unicode).toEqual([]);
  }
  expect(nextScreen('', 'fr')).toBe('CON Bienvenue chez Boutique Awa\n1. Mon solde\n2. Payer une facture');
  // Amounts grouped as each language writes them (a comma in English, a plain, GSM-7 space in French), in each language's example market's currency.
  expect(nextScreen('1', 'en')).toBe('END Your balance is KES 1,250.');
  expect(nextScreen('1', 'fr')).toBe('END Votre solde est de 1 250 FCFA.');
  expect(nextScreen('2*100234', 'fr')).toBe('CON Paiement de 1 000 FCFA pour le compte 100234\n1. Confirmer\n2. Annuler');
});
