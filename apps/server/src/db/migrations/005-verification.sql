-- Captchas and the proof-of-work human check (SPEC.md sections 4 and 9, DESIGN.md section 6).
-- One captcha row per visitor and brand: a refresh replaces its answer in place, so the visitor's
-- cookie keeps naming the same row and its issue time measures the refresh gap.
create table captchas (
  id uuid primary key,
  merchant_id bigint not null references merchants(id) on delete cascade,
  -- HMAC of the id and the answer under a key derived from the app secret; never the answer.
  answer_hash text not null,
  issued_at timestamptz not null,
  expires_at timestamptz not null,
  -- Set by the one verification each image gets, right or wrong.
  used_at timestamptz
);
create index captchas_expires_at on captchas (expires_at);

-- Last captcha issued to a visitor without a captcha cookie, by IP, for the 1 s refresh gap.
create table captcha_refreshes (
  merchant_id bigint not null references merchants(id) on delete cascade,
  ip text not null,
  last_at timestamptz not null,
  primary key (merchant_id, ip)
);
create index captcha_refreshes_last_at on captcha_refreshes (last_at);

-- Signatures of solved human-check challenges, kept until the challenge expires so no solution
-- is accepted twice, whichever process sees it.
create table human_check_uses (
  signature text primary key,
  expires_at timestamptz not null
);
create index human_check_uses_expires_at on human_check_uses (expires_at);
