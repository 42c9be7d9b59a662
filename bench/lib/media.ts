/**
 * The media section: processing a 12-megapixel JPEG (what the processing function does to an image:
 * signature check, header read, EXIF orientation, the 768 and 300 px WebP renditions) against sharp's
 * own resize of the same file to the same 768 px WebP, in the same run, alternating, median of the
 * rounds; the peak memory of a processing run in a fresh process; rendition bytes against the original.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderImage } from '#domains/media/process-upload';
import { sniffMediaType } from '#domains/media/file-signature';
import { MEDIUM_THUMBNAIL_WIDTH } from '#domains/presentation/media';
import { DATA_DIR, PROJECT_ROOT } from './bundles';
import { kb, ms, table, x, type Budget } from './report';
import { median, round } from './stats';

export const MEDIA_RATIO_BUDGET = 1.3;
const WIDTH = 4000;
const HEIGHT = 3000;

/** A photo-like 12 MP JPEG: smooth colour noise (it compresses and decodes like a photo, unlike a flat colour). */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const texture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
  return sharp(texture).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).jpeg({ quality: 88 }).toBuffer();
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

export interface MediaFigures {
  section: string;
  budgets: Budget[];
  results: Record<string, unknown>;
}

export async function measureMedia(rounds: number, log: (line: string) => void): Promise<MediaFigures> {
  const original = await twelveMegapixelJpeg();
  const file = path.join(DATA_DIR, 'media', 'twelve-megapixels.jpg');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, original);
  log(`media: ${rounds} rounds of (processing, sharp's own resize) on a ${WIDTH}x${HEIGHT} JPEG of ${kb(original.length)} KB`);

  const processing = async () => {
    if (sniffMediaType(original) !== 'image/jpeg') throw new Error('not a JPEG');
    return renderImage(original, 'image/jpeg');
  };
  const plainResize = () => sharp(original).resize({ width: MEDIUM_THUMBNAIL_WIDTH }).webp({ quality: 80 }).toBuffer();
  await processing(); // warm both paths once (libvips' first use loads its codecs)
  await plainResize();
  const processingMs: number[] = [];
  const resizeMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    processingMs.push(await timed(processing));
    resizeMs.push(await timed(plainResize));
  }
  const ratio = median(processingMs) / median(resizeMs);
  const rendered = await processing();
  const renditionBytes = rendered.renditions.reduce((sum, rendition) => sum + rendition.body.length, 0);

  // Peak memory in a process of its own: resident set before and at its peak (libvips allocates outside the JS heap).
  const probe = execFileSync(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'bench', 'lib', 'media-memory-probe.ts'), file], {
    encoding: 'utf8',
    cwd: PROJECT_ROOT,
  });
  const memory = JSON.parse(probe.trim().split('\n').pop()!) as { beforeMb: number; peakMb: number };

  const rows = [
    ['processing (check, measure, orient, 768 + 300 WebP)', ms(median(processingMs)), ms(Math.min(...processingMs))],
    [`sharp's own resize to ${MEDIUM_THUMBNAIL_WIDTH} px WebP`, ms(median(resizeMs)), ms(Math.min(...resizeMs))],
  ];
  const renditionRows = rendered.renditions.map((rendition) => [
    rendition.size,
    `${rendition.width}x${rendition.height}`,
    kb(rendition.body.length),
    `${((rendition.body.length / original.length) * 100).toFixed(2)} %`,
  ]);
  const section =
    `### Media processing\n\nA ${WIDTH}x${HEIGHT} JPEG (${kb(original.length)} KB), median of ${rounds} alternating rounds on this machine.\n\n` +
    table(['work', 'median ms', 'best ms'], rows, ['l', 'r', 'r']) +
    `\n\nProcessing / sharp's resize: ${x(ratio)} (budget ${x(MEDIA_RATIO_BUDGET, 1)}). Peak resident memory of a processing run: ` +
    `${memory.peakMb} MB (${round(memory.peakMb - memory.beforeMb, 0)} MB above the process before it).\n\n` +
    table(['rendition', 'size', 'KB', 'of the original'], renditionRows, ['l', 'r', 'r', 'r']) +
    `\n\nBoth renditions together: ${kb(renditionBytes)} KB, ${((renditionBytes / original.length) * 100).toFixed(2)} % of the original.`;
  return {
    section,
    budgets: [
      {
        name: `media processing of a 12 MP JPEG <= ${MEDIA_RATIO_BUDGET}x sharp's own resize`,
        pass: ratio <= MEDIA_RATIO_BUDGET,
        detail: `${ms(median(processingMs))} ms vs ${ms(median(resizeMs))} ms = ${x(ratio)}; peak ${memory.peakMb} MB`,
      },
    ],
    results: {
      media: {
        originalBytes: original.length,
        processingMs: round(median(processingMs), 1),
        resizeMs: round(median(resizeMs), 1),
        ratio: round(ratio, 3),
        peakRssMb: memory.peakMb,
        rssBeforeMb: memory.beforeMb,
        renditionBytes,
        renditions: rendered.renditions.map((rendition) => ({ size: rendition.size, width: rendition.width, height: rendition.height, bytes: rendition.body.length })),
      },
    },
  };
}
