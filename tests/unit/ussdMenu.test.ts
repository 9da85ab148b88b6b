/**
 * @jest-environment node
 *
 * The simulator on /docs/guides/ussd plays the guide's own menu: the data
 * module's nextScreen answers every branch exactly as the guide's JavaScript
 * and Python handlers do (their code is read from the guide and run).
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {nextScreen} from '@site/src/features/docsTools/data/ussdMenu';

const guide = readFileSync(path.join(__dirname, '../../docs/guides/ussd.mdx'), 'utf8');
const INPUTS = ['', '1', '2', '2*100234', '2*100234*1', '2*100234*2', '2*100234*7', '3', '1*5', '2**'];

function block(language: string, start: string): string {
  const code = new RegExp(`\`\`\`${language}[^\\n]*\\n([\\s\\S]*?)\`\`\``).exec(guide)![1]!;
  const from = code.indexOf(start);
  expect(from).toBeGreaterThanOrEqual(0);
  return code.slice(from);
}

describe("the USSD simulator's menu", () => {
  it("answers as the guide's JavaScript handler", () => {
    const source = block('javascript', 'function nextScreen');
    const guideNextScreen = new Function(`${source.slice(0, source.indexOf('\napp.post'))}\nreturn nextScreen;`)() as (text: string) => string;
    for (const text of INPUTS) expect([text, nextScreen(text)]).toEqual([text, guideNextScreen(text)]);
  });

  it("answers as the guide's Python handler", () => {
    const source = block('python', 'def next_screen');
    const program = `${source.slice(0, source.indexOf('\n@app.post'))}\nimport json, sys\nprint(json.dumps([next_screen(t) for t in json.loads(sys.argv[1])]))`;
    const python = execFileSync('python3', ['-c', program, JSON.stringify(INPUTS)], {encoding: 'utf8'});
    expect(JSON.parse(python)).toEqual(INPUTS.map((text) => nextScreen(text)));
  });
});
