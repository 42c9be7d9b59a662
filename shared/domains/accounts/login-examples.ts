/** A realistic login answer, for the OpenAPI document's example (named in a `DOCS:` statement, which Lambda bundles drop). */
export const LOGIN_EXAMPLE = {
  token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0diI6MSwic3ViIjoiNSIsImlzcyI6ImNtcy1hcGktdjMiLCJhdWQiOiJjbXMtYXBpLXYzIiwiaWF0IjoxNzc3OTc4ODAwLCJleHAiOjE3Nzc5ODI0MDB9.tDCvCB7mzscbqYj4aT1qbOqoaMOU_UsYbdNdj5KIXY4',
  expires_at: '2026-05-05T12:00:00+00:00',
  refresh_token: 'q0B3c1n9Yv2m8Kx4T6pZ1w.3JtN7sVqYc2bX9kR1mLw8eP4uA6oZ0iH5gF2dS7jK3M',
};

/** The token= value of an account email's link, for the request examples. */
export const EMAIL_TOKEN_EXAMPLE = 'Xq7c2Lm9Rt4Vb8Nw1Ke5Pa.Hj3Ks8Qw2Er6Ty9Ui1Op4As7Df0Gh3Jk6Lz9Xc2Vb5N';
