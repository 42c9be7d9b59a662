/** A realistic login answer, for the OpenAPI document's example (named in a `DOCS:` statement, which Lambda bundles drop). */
export const LOGIN_EXAMPLE = {
  token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0diI6MSwic3ViIjoiNSIsImlzcyI6ImNtcy1hcGktdjMiLCJhdWQiOiJjbXMtYXBpLXYzIiwiaWF0IjoxNzc3OTc4ODAwLCJleHAiOjE3Nzc5ODI0MDB9.tDCvCB7mzscbqYj4aT1qbOqoaMOU_UsYbdNdj5KIXY4',
  expires_at: '2026-05-05T12:00:00+00:00',
};
