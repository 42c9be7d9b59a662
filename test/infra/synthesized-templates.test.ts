/**
 * The templates `cdk synth` writes, made the way the CLI makes them (infra/app.ts in its own process,
 * the app's context; bundling skipped, as for every test of the stack): two runs give identical
 * templates (nothing random or time-dependent in them, so a deploy changes only what the code
 * changed), and every template passes cfn-lint with no error. cfn-lint is installed on these machines
 * (`pip install cfn-lint`); where it is absent the lint test is skipped and says so.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

jest.setTimeout(600_000);

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const folder = mkdtempSync(path.join(tmpdir(), 'cms-synth-'));
const outdirs = [path.join(folder, 'first'), path.join(folder, 'second')];

function synth(outdir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'infra/app.ts'],
      { cwd: REPO_ROOT, env: { ...process.env, CDK_OUTDIR: outdir, CDK_CONTEXT_JSON: JSON.stringify({ 'aws:cdk:bundling-stacks': [] }) }, maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => (error ? reject(new Error(`synth failed: ${stderr}`)) : resolve()),
    );
  });
}

const templates = (outdir: string) => readdirSync(outdir).filter((name) => name.endsWith('.template.json')).sort();

function cfnLint(): string | undefined {
  try {
    return execFileSync('cfn-lint', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

beforeAll(async () => {
  for (const outdir of outdirs) await synth(outdir);
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('cdk synth twice gives identical templates, for the API stack, its nested stacks and the console stack', () => {
  // Act
  const [first, second] = outdirs.map(templates);
  // Assess
  expect(first).toEqual(second);
  expect(first!.length).toBe(4);
  for (const name of first!) expect({ name, same: readFileSync(path.join(outdirs[0]!, name), 'utf8') === readFileSync(path.join(outdirs[1]!, name), 'utf8') }).toEqual({ name, same: true });
});

const version = cfnLint();
if (!version) process.stdout.write('cfn-lint is not installed (pip install cfn-lint): the templates are not linted in this run\n');
(version ? test : test.skip)(`every synthesized template passes cfn-lint with no error (${version ?? 'cfn-lint absent: skipped'})`, () => {
  // Act
  const files = templates(outdirs[0]!).map((name) => path.join(outdirs[0]!, name));
  let output = '[]';
  try {
    output = execFileSync('cfn-lint', ['--format', 'json', '--', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    // Exit codes are a bitmask (2 errors, 4 warnings, 8 informational): the findings are on stdout either way.
    output = String((error as { stdout?: string }).stdout ?? '[]');
  }
  const findings = JSON.parse(output || '[]') as { Level: string; Rule: { Id: string }; Message: string; Filename: string }[];
  // Assess
  const errors = findings.filter((finding) => finding.Level === 'Error').map((finding) => `${path.basename(finding.Filename)} ${finding.Rule.Id}: ${finding.Message}`);
  expect(errors).toEqual([]);
});
