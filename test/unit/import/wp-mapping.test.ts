import {
  attachmentFileOf,
  categoryNames,
  commentStatusOf,
  guestEmailOf,
  postStatusOf,
  siteKeyOf,
  slugOf,
  titleOf,
  wpDateOf,
} from '#domains/import/wordpress/wp-mapping';

describe('WordPress values to the service', () => {
  test('post statuses: future and private become drafts that keep their date, unknown ones are skipped', () => {
    // Act / Assess
    expect(postStatusOf('publish')).toEqual({ status: 'published', keepDate: true });
    expect(postStatusOf('draft')).toEqual({ status: 'draft', keepDate: false });
    expect(postStatusOf('pending')).toEqual({ status: 'pending', keepDate: false });
    expect(postStatusOf('future')).toEqual({ status: 'draft', keepDate: true });
    expect(postStatusOf('private')).toEqual({ status: 'draft', keepDate: true });
    expect(postStatusOf('trash')).toEqual({ status: 'trash', keepDate: true });
    expect(postStatusOf('auto-draft')).toEqual({ skip: 'status auto-draft' });
  });

  test('comment statuses: 1 approved, 0 pending, spam spam; trashed ones, pingbacks and trackbacks skipped', () => {
    // Act / Assess
    expect(commentStatusOf('1', '')).toEqual({ status: 'approved' });
    expect(commentStatusOf('0', 'comment')).toEqual({ status: 'pending' });
    expect(commentStatusOf('spam', '')).toEqual({ status: 'spam' });
    expect(commentStatusOf('trash', '')).toEqual({ skip: 'trashed' });
    expect(commentStatusOf('post-trashed', '')).toEqual({ skip: 'trashed' });
    expect(commentStatusOf('1', 'pingback')).toEqual({ skip: 'pingback' });
  });

  test('dates come from the _gmt field, else the local one as UTC, else none', () => {
    // Act / Assess
    expect(wpDateOf('2011-01-18 07:40:14', '2011-01-18 09:40:14')).toBe('2011-01-18T07:40:14.000Z');
    expect(wpDateOf('0000-00-00 00:00:00', '2012-03-04 05:06:07')).toBe('2012-03-04T05:06:07.000Z');
    expect(wpDateOf('0000-00-00 00:00:00', '0000-00-00 00:00:00')).toBeNull();
    expect(wpDateOf('yesterday')).toBeNull();
  });

  test('percent-encoded slugs are decoded (Persian kept), then made valid', () => {
    // Act / Assess
    expect(slugOf('%d8%b3%d9%84%d8%a7%d9%85-%d8%af%d9%86%db%8c%d8%a7')).toBe('سلام-دنیا');
    expect(slugOf('Hello_World!!')).toBe('hello-world');
    expect(slugOf('100%-sure')).toBe('100-sure');
    expect(slugOf('')).toBe('');
  });

  test('titles: an empty one gets a placeholder, a long one is cut at 255 characters', () => {
    // Act
    const long = titleOf('é'.repeat(300), 7);
    // Assess
    expect(titleOf('  ', 7)).toEqual({ title: '(untitled #7)', cut: false });
    expect(long.cut).toBe(true);
    expect(Array.from(long.title)).toHaveLength(255);
  });

  test('category names in Arabic script go to name_fa, others to name_en', () => {
    // Act / Assess
    expect(categoryNames('اخبار')).toEqual({ nameFa: 'اخبار' });
    expect(categoryNames('News')).toEqual({ nameEn: 'News' });
  });

  test('attachment types come from the URL; types the library does not take are refused', () => {
    // Act / Assess
    expect(attachmentFileOf('https://example.com/wp-content/uploads/2011/01/photo%201.JPG')).toEqual({ fileName: 'photo 1.JPG', mimeType: 'image/jpeg' });
    expect(attachmentFileOf('https://example.com/file.zip')).toBeUndefined();
    expect(attachmentFileOf('not a url')).toBeUndefined();
  });

  test('site keys and guest addresses are stable and never deliverable', () => {
    // Act / Assess
    expect(siteKeyOf('https://Example.COM/Blog/')).toBe('example.com/Blog');
    expect(guestEmailOf('Mr WordPress', 'example.com/blog')).toBe('mr-wordpress@guests.example-com.invalid');
    expect(guestEmailOf('علی', 'example.com')).toMatch(/^guest-[0-9a-f]{12}@guests\.example-com\.invalid$/);
    expect(guestEmailOf('', 'example.com')).toBe('anonymous@guests.example-com.invalid');
  });
});
