/**
 * The budget lines of the bench's budgeted operations (bench/lib/operation-budgets.ts): a budget the
 * measured sizes cannot check is NOT CHECKED and failed, never passed; reads are held against what
 * the request needs, writes against their units.
 */
import { operationReport, type OperationFigures, type ReadFigure } from '../../bench/lib/operation-budgets';
import { budgetLine } from '../../bench/lib/report';
import { neededReadUnits, pointerBytes } from '../../bench/lib/operations';

const read = (name: string, readUnits: number, neededUnits: number, shown = 15, status = 200): ReadFigure => ({ name, status, readUnits, neededUnits, neededBytes: 0, shown, scanned: shown });

function figures(size: number, overrides: { writeUnits?: number; consumerWriteUnits?: number; searchUnits?: number; page600Shown?: number } = {}): OperationFigures {
  const own = overrides.writeUnits ?? 9;
  const consumers = overrides.consumerWriteUnits ?? 4;
  return {
    size,
    postItemBytes: 2300,
    plainPostBytes: 5900,
    writes: [
      {
        name: 'title edit',
        budget: 40,
        writeUnits: own,
        readUnits: 1,
        indexWriteUnits: 4,
        localWriteUnits: 9,
        consumerWriteUnits: consumers,
        consumerReadUnits: 1.5,
        allInWriteUnits: own + consumers,
        commands: ['UpdateItem'],
        consumerCommands: ['GetItem', 'PutItem', 'DeleteItem', 'PutItem'],
      },
    ],
    reads: [
      read('client list page 1', 11, 9.5),
      read('client list page 1 (4.4 form)', 11, 9.5),
      read('admin list page 1', 11, 9.5),
      read('title search, 3 matches', overrides.searchUnits ?? 3.5, 2, 3),
      read('title search, no match', 0.5, 0, 0, 404),
      read('client page=20', 19, 9.5),
      read('admin page=20', 19, 9.5),
      read('client page=600', 19, 9.5, overrides.page600Shown ?? 15),
      read('admin page=600', 19, 9.5, overrides.page600Shown ?? 15),
    ],
  };
}

const byName = (report: ReturnType<typeof operationReport>, start: string) => report.budgets.find((budget) => budget.name.startsWith(start))!;

describe('budgeted operations report', () => {
  it('passes every budget when two sizes meet them', () => {
    // Act
    const report = operationReport([figures(1000), figures(20000)]);

    // Assess
    expect(report.budgets.filter((budget) => !budget.pass).map(budgetLine)).toEqual([]);
  });

  it('marks the comparisons of two sizes NOT CHECKED when one size was measured', () => {
    // Act
    const report = operationReport([figures(20000)]);

    // Assess
    const search = byName(report, 'title search');
    expect(search).toMatchObject({ pass: false, checked: false });
    expect(budgetLine(search)).toMatch(/^NOT CHECKED/);
    expect(byName(report, 'client list page 1 <=')).toMatchObject({ pass: false, checked: false });
  });

  it('marks page=600 NOT CHECKED when the largest table has no page 600', () => {
    // Act
    const report = operationReport([figures(1000, { page600Shown: 0 }), figures(2000, { page600Shown: 0 })]);

    // Assess
    expect(byName(report, 'client page=600')).toMatchObject({ pass: false, checked: false });
    expect(byName(report, 'client page=20')).toMatchObject({ pass: true });
  });

  it('fails a write over its units and a search that costs more at the larger size', () => {
    // Act
    const report = operationReport([figures(1000), figures(20000, { writeUnits: 550, searchUnits: 3.5 * 19 })]);

    // Assess
    expect(byName(report, 'title edit')).toMatchObject({ pass: false });
    expect(byName(report, 'title edit').detail).toContain('554 W at 20000 posts (own 550, consumers 4 W');
    expect(byName(report, 'title search')).toMatchObject({ pass: false });
  });

  it('holds a write to its budget all in: what its stream consumers write counts', () => {
    // Act: the request's own 9 W is within 40; with the consumers' 150 W it is not
    const report = operationReport([figures(1000), figures(20000, { consumerWriteUnits: 150 })]);

    // Assess
    expect(byName(report, 'title edit')).toMatchObject({ pass: false });
    expect(byName(report, 'title edit').detail).toContain('159 W at 20000 posts (own 9, consumers 150 W and 1.5 R)');
  });

  it('needs the posts returned plus a key each, rounded up once per 4 KB, eventually consistent', () => {
    // Act
    const need = neededReadUnits([5000, 5000, 5000], [1, 2, 3]);

    // Assess
    expect(need.bytes).toBe(15000 + 3 * pointerBytes(1));
    expect(need.units).toBe(2);
  });
});
