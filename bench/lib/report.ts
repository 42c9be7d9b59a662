/** Plain-text tables and budget lines of the benchmark output (also pasted into docs/performance.md). */

export type Cell = string | number;

export function table(headers: string[], rows: Cell[][], align?: ('l' | 'r')[]): string {
  const text = rows.map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((header, i) => Math.max(header.length, ...text.map((row) => (row[i] ?? '').length)));
  const side = (i: number) => align?.[i] ?? (i === 0 ? 'l' : 'r');
  const line = (cells: string[]) =>
    '| ' + cells.map((cell, i) => (side(i) === 'l' ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ') + ' |';
  const rule = '|' + widths.map((width, i) => (side(i) === 'l' ? ':' + '-'.repeat(width + 1) : '-'.repeat(width + 1) + ':')).join('|') + '|';
  return [line(headers), rule, ...text.map(line)].join('\n');
}

export interface Budget {
  name: string;
  pass: boolean;
  detail: string;
  /** false: the run could not check it (it counts as failed, and says so). */
  checked?: boolean;
}

export function budgetLine(budget: Budget): string {
  return `${budget.checked === false ? 'NOT CHECKED' : budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.detail}`;
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
export const ms = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : '-');
export const x = (value: number, digits = 2): string => (Number.isFinite(value) ? `${value.toFixed(digits)}x` : '-');
export const usd = (value: number): string => `$${value.toFixed(2)}`;
