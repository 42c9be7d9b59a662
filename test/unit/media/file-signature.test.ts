import { sniffMediaType } from '#domains/media/file-signature';
import { mediaIdOfKey, servedAsAttachment } from '#domains/media/media';

describe('sniffMediaType', () => {
  test.each([
    ['image/jpeg', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10]],
    ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]],
    ['image/gif', [...Buffer.from('GIF89a'), 1, 0]],
    ['image/webp', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]],
    ['video/mp4', [0, 0, 0, 0x18, ...Buffer.from('ftypmp42')]],
    ['audio/mpeg', [...Buffer.from('ID3'), 4, 0]],
    ['application/pdf', [...Buffer.from('%PDF-1.7')]],
  ])('recognises %s by its first bytes', (type, bytes) => {
    // Act
    const sniffed = sniffMediaType(Buffer.from(bytes));
    // Assess
    expect(sniffed).toBe(type);
  });

  test.each([
    ['an HTML page', Buffer.from('<!doctype html><p>hi')],
    ['a zip archive', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0])],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is not WebP (WAV)', Buffer.from('RIFF\0\0\0\0WAVEfmt ')],
    ['nothing', Buffer.alloc(0)],
  ])('recognises nothing in %s', (_what, bytes) => {
    expect(sniffMediaType(bytes)).toBeUndefined();
  });
});

describe('media keys and dispositions', () => {
  test('only upload keys media/<id>/<name> and incoming/<id>/<name> name a media id', () => {
    expect(mediaIdOfKey('media/42/cover.jpg')).toBe(42);
    expect(mediaIdOfKey('incoming/42/cover.jpg')).toBe(42);
    expect(mediaIdOfKey('renditions/42/original/cover.jpg')).toBeUndefined();
    expect(mediaIdOfKey('renditions/42/small.webp')).toBeUndefined();
    expect(mediaIdOfKey('media/042/cover.jpg')).toBeUndefined();
    expect(mediaIdOfKey('media/42/a/b.jpg')).toBeUndefined();
  });

  test('everything but images, video and audio is served as an attachment', () => {
    expect(['image/png', 'video/mp4', 'audio/mpeg', 'application/pdf'].map(servedAsAttachment)).toEqual([false, false, false, true]);
  });
});
