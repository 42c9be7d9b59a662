/** The diff functions text-diff.ts loads on first use (a chunk of their own). */
export { diffLines, diffWords } from 'diff';
