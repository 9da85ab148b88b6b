import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';

const root = path.join(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Step {
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, {needs?: string; if?: string; permissions?: Record<string, string>; steps: Step[]}>;
}

describe('the GitHub Actions workflow', () => {
  const workflow = load(read('.github/workflows/deploy.yml')) as Workflow;
  const {test, deploy} = workflow.jobs;

  it('runs on pushes to main and on pull requests', () => {
    expect(workflow.on).toHaveProperty('push.branches', ['main']);
    expect(workflow.on).toHaveProperty('pull_request');
  });

  it("tests with the README's test command (the one .ci/run calls) and audits the production dependencies", () => {
    const runs = test!.steps.map((step) => step.run).filter(Boolean);
    expect(runs).toContain('npm test');
    expect(read('.ci/run')).toMatch(/^npm test$/m);
    expect(read('README.md')).toContain('| Run every test | `npm test` |');
    expect(runs).toContain('npm audit --omit=dev --audit-level=high');
  });

  it('publishes only tested main builds to GitHub Pages, for the Pages address', () => {
    expect(deploy!.needs).toBe('test');
    expect(deploy!.if).toMatch(/refs\/heads\/main/);
    expect(deploy!.permissions).toMatchObject({pages: 'write', 'id-token': 'write'});
    const build = deploy!.steps.find((step) => step.run === 'npm run build')!;
    expect(Object.keys(build.env!)).toEqual(expect.arrayContaining(['SITE_URL', 'BASE_URL', 'FORMS_ENDPOINT']));
    expect(build.env!.BASE_URL).toContain('steps.pages.outputs.base_path');
    const upload = deploy!.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'))!;
    expect(upload.with!.path).toBe('build');
    expect(deploy!.steps.at(-1)!.uses).toMatch(/^actions\/deploy-pages@/);
  });
});
