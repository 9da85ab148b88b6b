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
    expect(build).toBeDefined();
    expect(Object.keys(build.env!)).toEqual(expect.arrayContaining(['SITE_URL', 'BASE_URL', 'FORMS_ENDPOINT', 'CSP_REPORT_URI', 'SANDBOX_API_URL']));
    expect(build.env!.BASE_URL).toContain('steps.pages.outputs.base_path');
    const upload = deploy!.steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'))!;
    expect(upload.with!.path).toBe('build');
    expect(deploy!.steps.at(-1)!.uses).toMatch(/^actions\/deploy-pages@/);
  });
});

describe('one install and one build, tested on every CI run before they deploy', () => {
  const workflow = load(read('.github/workflows/deploy.yml')) as Workflow;
  const pkg = JSON.parse(read('package.json')) as {scripts: Record<string, string>};
  const testAll = read('scripts/test-all.mjs');

  it('the deploy job installs and builds with the commands npm test runs first on a clean clone', () => {
    const runs = workflow.jobs.deploy!.steps.map((step) => step.run).filter(Boolean);
    // The deploy job's only commands: the install script, then the build script.
    expect(runs).toEqual(['node scripts/ensure-deps.mjs', 'npm run build']);
    // npm test (CI's command) starts with the same install, and its build step is the same build.
    expect(pkg.scripts.test).toMatch(/^node scripts\/ensure-deps\.mjs && /);
    expect(testAll).toContain("['Production build', 'npm', ['run', 'build']]");
    expect(pkg.scripts.build).toBe('docusaurus build');
  });

  it('installs with npm ci from the committed lockfile, without a fallback on CI', () => {
    const install = workflow.jobs.deploy!.steps.find((step) => step.run === 'node scripts/ensure-deps.mjs')!;
    expect(install.env).toMatchObject({CI: true});
    const script = read('scripts/ensure-deps.mjs');
    expect(script).toMatch(/npm\(\['ci'\]\)/);
    expect(script).toMatch(/if \(onCi\) \{[^}]*process\.exit\(1\)/);
    expect(read('README.md')).not.toMatch(/npm install && /);
  });
});

describe('package-lock.json', () => {
  interface LockEntry {
    version?: string;
    optionalDependencies?: Record<string, string>;
    dependencies?: Record<string, string>;
  }
  const lock = JSON.parse(read('package-lock.json')) as {packages: Record<string, LockEntry>};

  /** Where Node would resolve `name` from the package at `location` (its own node_modules, then each ancestor's). */
  function resolve(location: string, name: string): string | undefined {
    let base = location;
    for (;;) {
      const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (lock.packages[candidate]) return candidate;
      if (!base) return undefined;
      const parent = base.lastIndexOf('/node_modules/');
      base = parent === -1 ? '' : base.slice(0, parent);
    }
  }

  it('records every optional dependency of every platform, so npm ci accepts it on any machine', () => {
    const missing: string[] = [];
    for (const [location, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolve(location, name)) missing.push(`${name} (optional dependency of ${location || 'the project'})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
