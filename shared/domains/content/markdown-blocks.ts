/**
 * Markdown read one top-level block at a time: each block, once complete, gets the rest of
 * markdown-it's core chain (inline parsing, text joining) and is read from its tokens
 * (markdown-events.ts), then its tokens are dropped. The tokens of a whole body never live at
 * once (complete blocks are read in batches of about a thousand tokens): `"# h\n"` repeated to
 * 100 KB kept 100,000 tokens (about 20 MB) alive until the body was read, which the
 * young-generation collections copied twice, at a cost that grew faster than the body (a 100 KB
 * body cost 7-10x a 25 KB one, where the parse itself is 4x).
 *
 * Only for a body where that reading is the whole document's: no reference definition (`[x]: url`,
 * which a link in an earlier block may use: the body holds no `]:`) and no raw HTML or autolink
 * (the body holds no `<`), so every block's tokens are of the kinds markdown-events.ts reads. A
 * block is complete when the block parser starts the next line at the top level (`level` 0): a
 * block rule only changes its own tokens. test/unit/content/markdown-events.test.ts holds the
 * stored content and metrics to those of the rendered HTML on random Markdown.
 */
import type { HtmlEvents } from './analyse-html';
import { ContentNestedTooDeep } from './content-errors';
import { DEEPEST_LEVEL as SHARED_DEEPEST_LEVEL, markdownParser, type MarkdownToken } from './markdown';
import { readableFromTokens, readTokens } from './markdown-events';

type Parser = ReturnType<typeof markdownParser>;
type CoreState = Parameters<Parser['core']['process']>[0];
type CoreRule = (state: CoreState) => unknown;

/** Read once: under tsx and Jest an imported constant is a getter call at every use. */
const DEEPEST_LEVEL = SHARED_DEEPEST_LEVEL;

/** The parser's `env`, with where the blocks of the body being read go (a name no rule of markdown-it reads). */
type ReadingEnv = NonNullable<Parameters<Parser['parse']>[1]> & {
  readCompleteBlock: (tokens: MarkdownToken[]) => void;
};

export const readableInBlocks = (source: string): boolean => !source.includes('<') && !source.includes(']:');

/** A block that markdown-events.ts cannot read (not expected for a body `readableInBlocks` accepts). */
class NotReadable extends Error {}

let reading: { parser: Parser; afterBlock: CoreRule[] } | undefined;

/**
 * Complete blocks are read once they hold this many tokens (about 128 KB of them): reading each
 * block alone costs a state and a pass of the core rules per block (25,000 of them for `"# h\n"`
 * repeated), more than the collections it saves.
 */
const TOKENS_PER_READ = 1000;

function blockParser(): { parser: Parser; afterBlock: CoreRule[] } {
  if (reading) return reading;
  const parser = markdownParser();
  const flush = (env: ReadingEnv, tokens: MarkdownToken[], atLeast: number) => {
    if (tokens.length === 0 || tokens.length < atLeast) return;
    const complete = tokens.slice();
    tokens.length = 0;
    env.readCompleteBlock(complete);
  };
  // Runs first wherever a block may start; at the top level, every block before it is complete.
  parser.block.ruler.before('table', 'read_complete_blocks', (state, _startLine, _endLine, silent) => {
    if (!silent && state.level === 0) flush(state.env as unknown as ReadingEnv, state.tokens, TOKENS_PER_READ);
    return false;
  });
  const block: CoreRule = (state) => {
    state.md.block.parse(state.src, state.md, state.env, state.tokens);
    flush(state.env as unknown as ReadingEnv, state.tokens, 0);
  };
  parser.core.ruler.at('block', block);
  const rules = parser.core.ruler.getRules('') as CoreRule[];
  reading = { parser, afterBlock: rules.slice(rules.indexOf(block) + 1) };
  return reading;
}

/**
 * Hands `events` what reading the body's rendered HTML would (see markdown-events.ts); false, with
 * some events already handed over, when a block turns out not to be readable from its tokens: the
 * caller then starts again the whole way. Throws ContentNestedTooDeep as parseMarkdown does.
 */
export function readInBlocks(source: string, events: HtmlEvents): boolean {
  const { parser, afterBlock } = blockParser();
  const env: ReadingEnv = {
    readCompleteBlock: (tokens) => {
      const state = new parser.core.State('', parser, env);
      state.tokens = tokens;
      for (const rule of afterBlock) rule(state);
      const parsed = { parser, tokens: state.tokens, env };
      for (let index = 0; index < tokens.length; index++) if (tokens[index].level > DEEPEST_LEVEL) throw ContentNestedTooDeep.markdown();
      if (!readableFromTokens(parsed)) throw new NotReadable();
      readTokens(parsed, events);
    },
  };
  try {
    parser.parse(source, env);
    return true;
  } catch (error) {
    if (error instanceof NotReadable) return false;
    throw error;
  }
}
