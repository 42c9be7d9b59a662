/** The one function parse-srcset (no type declarations of its own) exports: a srcset's candidates. */
declare module 'parse-srcset' {
  interface SrcsetCandidate {
    url?: string;
    w?: number;
    h?: number;
    d?: number;
  }
  function parseSrcset(input: string): SrcsetCandidate[];
  export = parseSrcset;
}
