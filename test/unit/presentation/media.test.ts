import {
  categoryThumbnail,
  emptyMediaObject,
  humanSize,
  mediaObject,
  type MediaRecord,
} from '#domains/presentation/media';
import { CategoryThumbnailSchema, MediaObjectSchema } from '#domains/presentation/client-schemas';

const photo: MediaRecord = {
  id: 42,
  url: 'https://cdn.example.com/media/42/sunset.jpeg',
  mime_type: 'image/jpeg',
  name: 'sunset.jpeg',
  size_bytes: 1_258_291,
  width: 1920,
  height: 1080,
};

describe('mediaObject', () => {
  it('describes type, format and size of an image', () => {
    // Act
    const media = mediaObject(photo);

    // Assess
    expect(media).toMatchObject({
      id: '42',
      type: 'image',
      format: 'jpg',
      size: '1.2 MB',
      size_details: { bytes: 1_258_291, human: { default: '1.2 MB' } },
      meta_data: { original_width: 1920, original_height: 1080, duration: 0 },
    });
  });

  it('reduces the aspect ratio by the greatest common divisor', () => {
    // Act
    const hd = mediaObject(photo).dimension;
    const square = mediaObject({ ...photo, width: 600, height: 600 }).dimension;

    // Assess
    expect(hd).toEqual({ width: 1920, height: 1080, ratioWidth: 16, ratioHeight: 9, human: { default: '1920x1080', ratio: '16:9' } });
    expect(square.human.ratio).toBe('1:1');
  });

  it('renders the stored renditions with their own urls and measured sizes', () => {
    // Prepare
    const medium = { url: 'https://cdn.example.com/renditions/42/medium.webp', width: 768, height: 432 };
    const small = { url: 'https://cdn.example.com/renditions/42/small.webp', width: 300, height: 169 };

    // Act
    const media = mediaObject({ ...photo, medium_thumbnail: medium, small_thumbnail: small });

    // Assess
    expect(media.medium_thumbnail).toEqual(medium);
    expect(media.small_thumbnail).toEqual(small);
  });

  it('has empty thumbnails when no rendition was stored, never a url of the original', () => {
    // Act
    const media = mediaObject(photo);

    // Assess
    expect(media.medium_thumbnail).toEqual({ url: '', width: 0, height: 0 });
    expect(media.small_thumbnail).toEqual({ url: '', width: 0, height: 0 });
  });

  it('classifies audio, video and documents by mime type', () => {
    // Act
    const types = [
      mediaObject({ ...photo, mime_type: 'audio/mpeg', name: 'ep1.mp3', duration: 61 }),
      mediaObject({ ...photo, mime_type: 'video/mp4', name: 'clip.mp4' }),
      mediaObject({ ...photo, mime_type: 'application/pdf', name: 'paper.pdf', width: null, height: null }),
    ];

    // Assess
    expect(types.map((m) => [m.type, m.format])).toEqual([
      ['audio', 'mp3'],
      ['video', 'mp4'],
      ['document', 'pdf'],
    ]);
    expect(types[0].meta_data.duration).toBe(61);
    expect(types[2].dimension.human).toEqual({ default: '', ratio: '' });
  });

  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [2048, '2 KB'],
    [1_258_291, '1.2 MB'],
    [1024 * 1024 - 1, '1 MB'],
    [5 * 1024 ** 3, '5 GB'],
  ])('renders %d bytes as %s', (bytes, human) => {
    // Act
    const size = humanSize(bytes);

    // Assess
    expect(size).toBe(human);
  });

  it('produces objects that parse with MediaObjectSchema', () => {
    // Act
    const full = mediaObject(photo);
    const empty = emptyMediaObject();

    // Assess
    expect(MediaObjectSchema.safeParse(full).success).toBe(true);
    expect(MediaObjectSchema.safeParse(empty).success).toBe(true);
    expect(empty.id).toBe('');
  });
});

describe('categoryThumbnail', () => {
  it('keeps only id, url, name, size, meta_data and dimension', () => {
    // Act
    const thumb = categoryThumbnail(mediaObject(photo));

    // Assess
    expect(Object.keys(thumb).sort()).toEqual(['dimension', 'id', 'meta_data', 'name', 'size', 'url']);
    expect(CategoryThumbnailSchema.safeParse(thumb).success).toBe(true);
  });
});
