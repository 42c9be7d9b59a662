/** What an import did, per kind of entity: counts and, for what was skipped or failed, why. */

export const IMPORT_KINDS = ['author', 'category', 'tag', 'media', 'post', 'page', 'comment', 'other'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export type Outcome = 'created' | 'updated' | 'skipped' | 'failed';

export interface Tally {
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  /** `skipped: already imported` → 3, `failed: title: The title field is required.` → 1 */
  reasons: Record<string, number>;
}

export interface ImportReport {
  dryRun: boolean;
  kinds: Record<ImportKind, Tally>;
  /** Facts worth knowing that are no failure: shortcodes kept as text, titles cut, extra categories. */
  notes: Record<string, number>;
}

export function emptyReport(dryRun: boolean): ImportReport {
  const kinds = Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, { created: 0, updated: 0, skipped: 0, failed: 0, reasons: {} }])) as Record<
    ImportKind,
    Tally
  >;
  return { dryRun, kinds, notes: {} };
}

export function count(report: ImportReport, kind: ImportKind, outcome: Outcome, reason?: string): void {
  const tally = report.kinds[kind];
  tally[outcome] += 1;
  if (reason) {
    const key = `${outcome}: ${reason}`;
    tally.reasons[key] = (tally.reasons[key] ?? 0) + 1;
  }
}

export function note(report: ImportReport, what: string, by = 1): void {
  if (by > 0) report.notes[what] = (report.notes[what] ?? 0) + by;
}

export const failures = (report: ImportReport): number => Object.values(report.kinds).reduce((sum, tally) => sum + tally.failed, 0);

/** The summary table: one line per kind that saw anything, then the reasons and notes. */
export function formatReport(report: ImportReport): string[] {
  const rows = IMPORT_KINDS.filter((kind) => {
    const tally = report.kinds[kind];
    return tally.created + tally.updated + tally.skipped + tally.failed > 0;
  });
  const created = report.dryRun ? 'would create' : 'created';
  const header = ['kind', created, 'updated', 'skipped', 'failed'];
  const table = [header, ...rows.map((kind) => [kind, ...(['created', 'updated', 'skipped', 'failed'] as const).map((key) => String(report.kinds[kind][key]))])];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)));
  const lines = table.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  for (const kind of rows) {
    for (const [reason, times] of Object.entries(report.kinds[kind].reasons).sort()) lines.push(`${kind} ${reason} (${times})`);
  }
  for (const [what, times] of Object.entries(report.notes).sort()) lines.push(`note: ${what} (${times})`);
  return lines;
}
