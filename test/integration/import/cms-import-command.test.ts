import { describeOnRealExports, ownExport, realExport } from '#test/support/wordpress-fixtures';
import { useTestTable } from '#test/support/table';
import { main } from '#infra/cli/main';

useTestTable();

async function cms(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

describe('cms import wordpress (the command)', () => {
  test('a malformed file: one line with line and column, exit 1', async () => {
    // Prepare
    const file = ownExport('malformed.xml');
    // Act
    const result = await cms(['import', 'wordpress', file]);
    // Assess
    expect(result.code).toBe(1);
    expect(result.err).toEqual([`cms: import wordpress: ${file}: malformed export at line 26, column 45: unexpected close tag; nothing was imported`]);
  });

  test('missing file or argument: exit 1 with the reason', async () => {
    // Act
    const missing = await cms(['import', 'wordpress', ownExport('nope.xml')]);
    const none = await cms(['import', 'wordpress']);
    // Assess
    expect(missing).toMatchObject({ code: 1, err: [`cms: import wordpress: no file ${ownExport('nope.xml')}`] });
    expect(none.code).toBe(1);
    expect(none.err[0]).toContain('give the export file');
  });

  test('--dry-run prints the summary table; a real run prints it too and exits 0 when nothing failed', async () => {
    // Act
    const dry = await cms(['import', 'wordpress', ownExport('site.xml'), '--dry-run']);
    const real = await cms(['import', 'wordpress', ownExport('site.xml')]);
    // Assess
    expect(dry.code).toBe(0);
    expect(dry.out[0]).toMatch(/^dry run \(nothing written\): Harbour Notes \(WXR 1\.2\)/);
    expect(dry.out[1]).toMatch(/^kind\s+would create\s+updated\s+skipped\s+failed$/);
    expect(dry.out.find((line) => line.startsWith('post '))).toMatch(/^post\s+12\s+0\s+1\s+0$/);
    expect(real.code).toBe(0);
    expect(real.out.find((line) => line.startsWith('page '))).toMatch(/^page\s+4\s+0\s+0\s+0$/);
    expect(real.err).toEqual([]);
  });

  test('an entity that fails makes the exit code 2, with the reason in the table', async () => {
    // Act: the export holds a comment longer than the service takes
    const result = await cms(['import', 'wordpress', ownExport('over-limits.xml')]);
    // Assess
    expect(result.code).toBe(2);
    expect(result.out).toContain('comment failed: content: The content may not be longer than 5000 characters. (1)');
    expect(result.err[0]).toMatch(/1 entity failed/);
  });

  describeOnRealExports(() => {
    // A table of their own: the project's site is already in the file's table.
    useTestTable();

    test('a malformed file: one line with line and column, exit 1', async () => {
      // Act
      const result = await cms(['import', 'wordpress', realExport('malformed-simple.xml')]);
      // Assess
      expect(result.code).toBe(1);
      expect(result.err).toEqual([
        `cms: import wordpress: ${realExport('malformed-simple.xml')}: malformed export at line 14, column 0: unclosed tag: item; nothing was imported`,
      ]);
    });

    test('--dry-run prints the summary table; a real run prints it too and exits 0 when nothing failed', async () => {
      // Act
      const dry = await cms(['import', 'wordpress', realExport('small-export.xml'), '--dry-run']);
      const real = await cms(['import', 'wordpress', realExport('small-export.xml')]);
      // Assess
      expect(dry.code).toBe(0);
      expect(dry.out[0]).toMatch(/^dry run \(nothing written\): trunk \(WXR 1\.1\)/);
      expect(dry.out.find((line) => line.startsWith('post '))).toMatch(/^post\s+6\s+0\s+0\s+0$/);
      expect(real.code).toBe(0);
      expect(real.out.find((line) => line.startsWith('page '))).toMatch(/^page\s+5\s+0\s+0\s+0$/);
      expect(real.err).toEqual([]);
    });

    test('an entity that fails makes the exit code 2, with the reason in the table', async () => {
      // Act: the theme unit test export holds a comment longer than the service takes
      const result = await cms(['import', 'wordpress', realExport('theme-unit-test-data.xml')]);
      // Assess
      expect(result.code).toBe(2);
      expect(result.out).toContain('comment failed: content: The content may not be longer than 5000 characters. (1)');
      expect(result.err[0]).toMatch(/1 entity failed/);
    });
  });
});
