/**
 * The closed set of error codes the API answers with. Each line says when the server sends it and
 * what the client does. The UI text for every code lives in every shipped language under
 * `errors.<code>` (a test checks this).
 */
export const ERROR_CODES = {
  /** The request body, query or header failed validation; the client shows the message and keeps the form. */
  bad_request: 400,
  /** The `Merchant` header or host name names no brand; the client shows "invalid URL, contact service". */
  unknown_merchant: 404,
  /** The path or resource does not exist; the client shows "not found". */
  not_found: 404,
  /** No valid session token; the client clears the session and opens the login modal. */
  'login.not.session': 401,
  /** Wrong username or password (the same answer for an unknown user); the client shows the form error. */
  'login.cred.err': 401,
  /** The account is not a member account and may not enter the member site. */
  member_no_enter: 403,
  /** The account is not an agent and may not enter the agent side. */
  error_not_agent: 403,
  /** A trial (type 4) account called a real-account feature; the client warns and offers to register. */
  in_need_true_account: 403,
  /** The brand or the caller may not do this; the client shows "access restricted". */
  forbidden: 403,
  /** The visitor's country or IP is blocked for this brand; the client shows the access-denied page. */
  region_restricted: 403,
  /** A wallet lacks the funds for the movement; nothing moved. */
  insufficient_funds: 409,
  /** The same idempotency key came with a different body; nothing moved. */
  idempotency_key_reused: 409,
  /** An amount is not a positive whole number of minor units within the limit; the client fixes the amount. */
  amount_invalid: 400,
  /** The currency differs from the wallet's; nothing moved, the client reloads the brand's currency. */
  currency_mismatch: 400,
  /** The wallet or ledger account does not exist in this brand; nothing moved. */
  wallet_not_found: 404,
  /** The money movement named does not exist in this brand; the client reloads the record. */
  transfer_not_found: 404,
  /** The movement cannot be reversed (it is a reversal or a void); nothing moved. */
  transfer_not_reversible: 409,
  /** The hold (pending withdrawal or stake) does not exist in this brand; the client reloads. */
  hold_not_found: 404,
  /** The hold was already captured or released (or captured for another amount); nothing moved, the client reloads. */
  hold_not_pending: 409,
  /** A stake arrived for a vendor transaction that was already rolled back; nothing moved. */
  bet_rolled_back: 409,
  /** The body is larger than the server accepts. */
  payload_too_large: 413,
  /** The content type is not one the endpoint accepts. */
  unsupported_media_type: 415,
  /** A rate limit was hit; the client waits and retries later. */
  too_many_requests: 429,
  /** The brand is in maintenance; the client shows the maintenance page. */
  system_maintenance: 503,
  /** A form field broke its brand rule; `field` names it and the client marks that field. */
  field_invalid: 400,
  /** Confirm password differs from password. */
  password_mismatch: 400,
  /** The player did not accept the terms or confirm the legal age. */
  terms_not_accepted: 400,
  /** The username is taken in this brand. */
  username_taken: 409,
  /** The mobile number is taken in this brand. */
  mobile_taken: 409,
  /** The account already has a verified phone number; the bind-phone prompt closes (decision 075). */
  mobile_already_bound: 409,
  /** The affiliate (invitation) code does not exist in this brand. */
  affiliate_code_invalid: 400,
  /** Login needs a captcha now (after a failure); the client shows the captcha and loads its image. */
  captcha_required: 400,
  /** The captcha answer is wrong or the captcha expired or was used; the client loads a new one. */
  captcha_invalid: 400,
  /** The proof-of-work human check is missing, wrong, expired or reused; the client runs it again. */
  human_check_failed: 400,
  /** Too many failed logins: the account is locked for a while; the client says when to retry. */
  account_locked: 423,
  /** The password must be changed first (weak or expired); the client opens the forced-change modal. */
  password_change_required: 403,
  /** A call that must be encrypted came as plain JSON, or under an unknown key. */
  encryption_required: 400,
  /** The encrypted payload could not be opened (tampered, wrong key, malformed). */
  payload_invalid: 400,
  /** The same encrypted payload was sent twice, or is too old; nothing happened. */
  payload_replayed: 409,
  /** The old password given for a change is wrong. */
  old_password_wrong: 400,
  /** The brand has this way in switched off (free trial, mobile sign-up...). */
  feature_disabled: 403,
  /** The brand switched this part of the site off (its routers, decision 074); the site does not offer it. */
  site_route_off: 403,
  /** A new SMS code was asked for before the last one's countdown ended; `retryAfterSeconds` says when. */
  sms_too_frequent: 429,
  /** The SMS gateway refused the text or could not be reached (quota used up, say); the client says to contact customer service. */
  sms_send_failed: 503,
  /** The SMS verification code is missing, wrong, used or dead after too many attempts; the client asks again. */
  verification_code_invalid: 400,
  /** The SMS verification code is past its time; the client offers to resend. */
  verification_code_expired: 400,
  /** A new e-mail (reset link or code) was asked for within a minute of the last; `retryAfterSeconds` says when. */
  email_too_frequent: 429,
  /** The password-reset link is unknown, used, replaced by a newer one or for another brand; the client offers to ask again. */
  reset_link_invalid: 400,
  /** The password-reset link is past its minutes; the client offers to ask for a new one. */
  reset_link_expired: 400,
  /**
   * Firebase mode: the ID token proving the mobile number is missing, forged, expired, for another
   * project or number, or already used; the client verifies the number again.
   */
  firebase_token_invalid: 400,
  /** A proved mobile number (Firebase mode) has no account in the brand; the client offers to register. */
  mobile_not_registered: 404,
  /** Google or Facebook (or Firebase's keys) could not be reached or refused the sign-in; the client offers to retry. */
  sign_in_provider_failed: 502,
  /** A Google or Facebook sign-in came back unknown, used, expired or in another browser; the client starts again. */
  sign_in_state_invalid: 400,
  /** The player cancelled at Google or Facebook; the client shows the login again. */
  sign_in_cancelled: 400,
  /**
   * Login from an address the account has not used: the password was right but a second factor is
   * needed; `challengeId` and `methods` come along and the client asks for one of them.
   */
  two_factor_required: 401,
  /** The second-factor answer (authenticator code, texted or e-mailed code, bank account name) is wrong; the client asks again. */
  two_factor_invalid: 400,
  /** The two-factor challenge is unknown, used, past its minutes or out of tries; the client goes back to the password step. */
  two_factor_expired: 400,
  /** An authenticator is already bound to the account; the client shows it as bound. */
  authenticator_bound: 409,
  /** No authenticator is bound, or the binding was not started or took too long; the client starts again. */
  authenticator_not_bound: 409,
  /** The login password given to confirm a security change is wrong; the client marks the password field. */
  password_wrong: 400,
  /** A money call needs the payment password and the account has none yet; the client offers to set it in the security centre. */
  payment_password_not_set: 409,
  /** The payment password is wrong; the client marks the field (five in a row lock money calls for 15 minutes). */
  payment_password_wrong: 400,
  /** More than 3 images in one form; nothing was kept. */
  upload_too_many: 400,
  /** A money call came without a valid Idempotency-Key header (8-64 letters, digits, - or _); the client makes one per action and repeats it on retries. */
  idempotency_key_required: 400,
  /** The deposit channel does not exist in this brand or is switched off; nothing changed, the client reloads the channels. */
  deposit_channel_unavailable: 409,
  /** The amount is below the channel's minimum or above its maximum; nothing changed, the client shows the limits. */
  deposit_amount_out_of_range: 400,
  /** The deposit order does not exist or is not the caller's (or not in the staff member's brands); the client reloads the list. */
  deposit_order_not_found: 404,
  /** The order can no longer do this (already submitted, decided, paid, expired or cancelled); nothing changed, the client reloads it. */
  deposit_order_closed: 409,
  /** The account already has 3 open deposit orders; the client shows them so one can be finished or cancelled first. */
  deposit_open_orders_limit: 409,
  /** A payment gateway's callback is unsigned or its signature does not match its body; nothing changed. */
  payment_signature_invalid: 401,
  /** A signed gateway callback names another amount or currency than its order; nothing was credited and staff must look. */
  payment_callback_mismatch: 409,
  /** The withdrawal amount is below the brand's minimum or above its maximum; nothing changed, the client shows the limits. */
  withdrawal_amount_out_of_range: 400,
  /** The withdrawal does not exist or is not the caller's (or not in the staff member's brands); the client reloads the list. */
  withdrawal_not_found: 404,
  /** The withdrawal was decided, answered or closed meanwhile (another staff member, the confirmation window ran out); nothing changed, the client reloads it. */
  withdrawal_state_changed: 409,
  /** A "not received" answer needs at least one proof image; the client asks for one. */
  proof_required: 400,
  /** The payout account does not exist, was removed, or is not the caller's; the client reloads the accounts. */
  payout_account_not_found: 404,
  /** The player already has the brand's maximum number of payout accounts; the client offers to remove one first. */
  payout_account_limit: 409,
  /** The same payout account is already bound; nothing changed. */
  payout_account_duplicate: 409,
  /** A payout account field is malformed (name, provider or number); `field` names it and the client marks it. */
  payout_account_invalid: 400,
  /** The balance adjustment does not exist or is not in the staff member's brands; the console reloads. */
  adjustment_not_found: 404,
  /** The adjustment was approved or rejected meanwhile; nothing changed, the console reloads it. */
  adjustment_state_changed: 409,
  /** The staff member who proposed an adjustment cannot approve it; a second staff member must. */
  adjustment_same_staff: 403,
  /** No player with that username in the brand; the console asks again. */
  player_not_found: 404,
  /** A transfer to the upline from an account without an upline agent; nothing moved, the client hides the page. */
  no_upline: 409,
  /** The username named for a downline transfer is not the agent's direct downline (or no such account); nothing moved. */
  not_downline: 403,
  /** The account named (a parent in the team tree) is not in the caller's team, or does not exist; the client goes back to the top of its team. */
  team_member_not_found: 404,
  /** Money cannot go into a vendor's wallet while the vendor is in maintenance (it can still come out); nothing moved. */
  wallet_maintenance: 409,
  /** The game or vendor does not exist in this brand's catalogue; the client reloads the list. */
  game_not_found: 404,
  /** The brand switched the game, its vendor or its category off; nothing started, the client offers another game. */
  game_disabled: 403,
  /** The game's category is not offered to visitors from the caller's country (the brand's rule, decision 056: cockfights in the Philippines); nothing was taken, the page says so. */
  game_region_restricted: 403,
  /** The game or its vendor is in maintenance; nothing started, the client says to try later. */
  game_maintenance: 503,
  /** The game session token is unknown, expired or for another game; the game page asks the player to launch again. */
  game_session_invalid: 401,
  /** A vendor's wallet call is unsigned or its signature does not match its body; nothing moved. */
  vendor_signature_invalid: 401,
  /** The game round does not exist or is not the caller's; the client reloads the record. */
  round_not_found: 404,
  /** The stake is not one the game offers (bet size list); nothing moved, the game page resets the bet. */
  bet_invalid: 400,
  /** The lottery game does not exist in this brand (or is not a lottery); the client reloads the menus. */
  lottery_game_not_found: 404,
  /** The draw named does not exist for this game; the client reloads the current draw. */
  lottery_draw_not_found: 404,
  /** The draw no longer takes bets (closed, drawn or void), or a chase draw is not scheduled yet; nothing moved, the client loads the current draw. */
  lottery_draw_closed: 409,
  /** The bet type does not exist for this game or the brand switched it off; nothing moved. */
  lottery_bet_type_invalid: 400,
  /** The picks break the bet type's rules (unknown number, too few or too many, too many combinations); the message says which. */
  lottery_picks_invalid: 400,
  /** A unit stake below the minimum or above the maximum, or a ticket above the largest stake; nothing moved, the client shows the limits. */
  lottery_stake_out_of_range: 400,
  /** A number of this draw has reached the brand's limit (sold out); nothing moved, the client asks for another number or a smaller stake. */
  lottery_exposure_cap: 409,
  /** A chase longer than the brand allows; nothing moved. */
  lottery_chase_invalid: 400,
  /** The lottery order does not exist or is not the caller's; the client reloads its tickets. */
  lottery_order_not_found: 404,
  /** Nothing of the order can be cancelled any more (its draws closed or it finished); nothing moved. */
  lottery_cancel_too_late: 409,
  /** A result typed or imported for a draw does not fit its table (count, digits); nothing changed, the console marks it. */
  lottery_result_invalid: 400,
  /** The draw is not in a state for this action (a result for a house draw, a void of a settled one without a correction ...); the console reloads. */
  lottery_draw_state: 409,
  /** The staff member who proposed a lottery result or void cannot approve it; a second staff member must. */
  lottery_same_staff: 403,
  /** The contract does not exist or is not the caller's (as upline or downline); the client reloads the page. */
  contract_not_found: 404,
  /** The contract or request is not in a state for this action (decided meanwhile, already active, not awaiting the caller); nothing changed, the client reloads. */
  contract_state: 409,
  /** A contract may not give a downline more than the upline holds (or the upline holds no contract of the kind); the client shows the limit. */
  contract_rate_too_high: 400,
  /** Contract terms are malformed (tiers not rising, a rate out of range, the wrong kind of terms); the message says which. */
  contract_terms_invalid: 400,
  /** The settlement period does not exist or is not in the staff member's brands; the console reloads. */
  settlement_not_found: 404,
  /** The settlement period is not in a state for this action (already running, not held, no re-run proposed); the console reloads. */
  settlement_state: 409,
  /** The staff member who proposed a settlement re-run cannot approve it; a second staff member must. */
  settlement_same_staff: 403,
  /** A bonus's turnover requirement is still open: no withdrawal or transfer to the upline until it is met; the message says how much is left to bet. */
  wagering_open: 409,
  /** The reward does not exist or is not the caller's; the reward centre reloads. */
  reward_not_found: 404,
  /** The reward was claimed meanwhile or has expired; nothing moved, the reward centre reloads. */
  reward_not_claimable: 409,
  /** A first-deposit bonus asked for after a withdrawal was requested since the first deposit (not one rejected); nothing moved, the reward centre shows why. */
  reward_after_withdrawal: 409,
  /** A desk save whose reward amount is above the brand's largest single reward (decision 051, set by owners in the brand settings); nothing was saved, the field is named. */
  reward_above_ceiling: 400,
  /** One points conversion would pay more than the brand's largest single reward; nothing moved, the player converts fewer points at a time. */
  point_convert_above_ceiling: 400,
  /** The mission does not exist, is not the brand's, or is not running now; the page reloads the missions. */
  mission_not_found: 404,
  /** The mission's goal is not reached in this period yet; nothing was offered, the page shows the progress. */
  mission_not_complete: 409,
  /** The mission was claimed already in this period; nothing more was offered, the page reloads. */
  mission_claimed: 409,
  /** A mission's settings are not valid (the message says which: dates, target, game type, a second leaderboard); nothing saved. */
  mission_invalid: 400,
  /** The promotion does not exist, is not live or is not the brand's; the page reloads the list. */
  promotion_not_found: 404,
  /** The promotion cannot be joined now (not started, ended, or not a kind one applies to or draws from); nothing changed. */
  promotion_closed: 409,
  /** The player does not meet the promotion's condition (deposit or valid bets asked); the message says which; nothing changed. */
  promotion_not_eligible: 409,
  /** The player already has a pending or issued application, today's check-in or today's draw of this promotion; nothing changed. */
  promotion_already_joined: 409,
  /** The application is not awaiting review (issued or rejected meanwhile); the console reloads. */
  application_state: 409,
  /** The wagering requirement is not open any more (met or waived meanwhile); the console reloads. */
  wagering_not_open: 409,
  /** The amount issued is above the promotion's maximum bonus; nothing changed, the console shows the maximum. */
  promotion_amount_too_high: 400,
  /** A Zalo reward's maximum is above its cap (131,000 VND or the currency's fixed equivalent; details.capMinor), or the brand's currency has none; nothing saved (decision 075). */
  zalo_reward_cap: 400,
  /** The message does not exist, is not (or no longer) the caller's to read, or is not in the staff member's brands; the client reloads the list. */
  message_not_found: 404,
  /** The message was withdrawn or has expired already; nothing changed, the console reloads. */
  message_state: 409,
  /** The feedback does not exist or is not in the staff member's brands; the console reloads the queue. */
  feedback_not_found: 404,
  /** The feedback is closed; nothing changed, the console reloads it. */
  feedback_closed: 409,
  /** The banner or popup does not exist or is not in the staff member's brands; the console reloads the list. */
  notice_not_found: 404,
  /** Points (decision 032): the player has fewer points than the redemption, conversion or debit takes; nothing changed. */
  points_insufficient: 409,
  /** The good does not exist in this brand; the client reloads the mall. */
  point_goods_not_found: 404,
  /** The good is switched off; nothing changed, the client reloads the mall. */
  point_goods_unavailable: 409,
  /** Fewer items are in stock than asked for; nothing changed, the client shows the stock left. */
  point_stock_insufficient: 409,
  /** The quantity is not a whole number from 1 to 99; the client marks the field. */
  point_quantity_invalid: 400,
  /** A physical good needs a receiving address; the client marks the field. */
  point_address_required: 400,
  /** The player's valid bets are below the good's amount requirement; nothing changed, the client shows the requirement. */
  point_amount_requirement: 409,
  /** The points to convert are not a whole multiple of the brand's conversion unit, or below its minimum; the client shows the rule. */
  point_convert_invalid: 400,
  /** The redemption does not exist or is not in the staff member's brands; the console reloads. */
  point_redemption_not_found: 404,
  /** The redemption was approved or rejected meanwhile; nothing changed, the console reloads it. */
  point_redemption_decided: 409,
  /** A VIP level table breaks a rule (levels 1..n in order, thresholds rising with the level, keep figures at most the reach ones); the message says which level; nothing changed. */
  vip_levels_invalid: 400,
  /** A VIP level staff removed or set is held by players or does not exist; nothing changed, the console reloads. */
  vip_level_in_use: 409,
  /** The VIP level named does not exist in the brand's table; nothing changed, the console reloads the table. */
  vip_level_not_found: 404,
  /** An agent asked for the member referral programme's lists; the client shows the agent centre's invitation instead. */
  referral_members_only: 403,
  /** The invitee does not exist or is not in the staff member's brands; the console reloads the list. */
  referral_not_found: 404,
  /** The invitee is not awaiting a decision (decided meanwhile, or not flagged); nothing changed, the console reloads. */
  referral_state: 409,
  /** The account is in a cool-off (decision 037): login, deposits and bets are refused until `until` (ISO); the client shows the date. */
  rg_cooling_off: 403,
  /** The account is self-excluded (decision 037): refused until `until` (ISO), or for good when `permanent`; the client shows the date. */
  rg_self_excluded: 403,
  /** A game's bet was refused because play is paused by a cool-off or self-exclusion; the game shows the text. */
  rg_play_blocked: 403,
  /** The deposit would take the period's deposits past the player's own limit; `remainingMinor` says what still fits. */
  rg_deposit_limit: 409,
  /** The deposit would take the period's deposits past the brand's own deposit limit (decision 037 addendum); `remainingMinor` says what still fits. */
  rg_brand_deposit_limit: 409,
  /** The bet would take the period's net loss past the player's own loss limit; nothing moved. */
  rg_loss_limit: 409,
  /** The bet would take the period's stakes past the player's own wager limit; nothing moved. */
  rg_wager_limit: 409,
  /** A game's bet was refused by the player's own loss or wager limit; nothing moved. */
  rg_bet_limit: 409,
  /** A cool-off or self-exclusion already runs at least as long; it cannot be shortened. */
  rg_exclusion_active: 409,
  /** A report's days are not yyyy-MM-dd dates, or from is after to (decision 041); the console keeps the filters. */
  report_range_invalid: 400,
  /** A report covers at most 92 days (decision 041); the console asks for a shorter range. */
  report_range_too_long: 400,
  /** The report has no such grouping (the GGR report groups by brand, vendor, game, agent or day; the others have none). */
  report_grouping_invalid: 400,
  /** A brand setting is not valid (decision 039): the message names every problem; nothing changed, the desk keeps the form. */
  brand_settings_invalid: 400,
  /** A domain given for the brand already belongs to another brand; nothing changed. */
  brand_domain_taken: 409,
  /** The login session reached the player's own session time limit and was ended; `until` (ISO) says when a new login is allowed. The client logs out and shows why. */
  rg_session_limit: 401,
  /** A login right after a session ended at its time limit is refused until `until` (ISO), a short break (decision 037). */
  rg_session_break: 403,
  /** The player's login sessions reached the daily play-time limit the player set (decision 037 addendum); this session was ended. `until` (ISO): the next GMT+8 day, when a login is allowed again. The client logs out and shows why. */
  rg_daily_time_limit: 401,
  /** A login on a day whose play time the player's daily limit has used up is refused until `until` (ISO), the next GMT+8 day. */
  rg_daily_time_used: 403,
  /** Staff locked the account (decision 038): every way of logging in is refused until staff unlock it; the client says to contact customer service. */
  account_suspended: 403,
  /** The account is not in a state for this staff action (already locked, not locked, no authenticator bound); nothing changed, the console reloads. */
  member_state: 409,
  /** A password reset has nowhere to go: the player has no phone or e-mail on file (decision 060); nothing changed, the console says so. */
  member_no_contact: 409,
  /** The reset request does not exist or is not the player's; the console reloads the profile. */
  member_reset_not_found: 404,
  /** The reset request was approved, rejected or withdrawn meanwhile; nothing changed, the console reloads the profile. */
  member_reset_decided: 409,
  /** The staff member who asked for a reset cannot approve it; a second staff member must (decision 060). */
  member_reset_same_staff: 403,
  /** Every second factor the account has is locked after too many wrong answers (decision 060); the client says to log in from a known device or contact customer service. */
  two_factor_locked: 403,
  /** An agent's centre and money calls stay closed until the agent binds an authenticator or verifies a phone (decision 060); the client opens the security centre. */
  agent_second_factor_required: 403,
  /** The KYC document does not exist or is not the player's; the console reloads the profile. */
  kyc_document_not_found: 404,
  /** The KYC document was approved or rejected already; nothing changed, the console reloads the profile. */
  kyc_document_decided: 409,
  /** A vendor, game, game type or deposit channel change breaks a catalogue rule (decision 040); the message names it; nothing changed. */
  catalog_invalid: 400,
  /** The vendor, game or deposit channel does not exist in the brand; nothing changed, the desk reloads the list. */
  catalog_not_found: 404,
  /** A vendor, game or deposit channel with that code exists in the brand already; nothing changed, the desk offers to edit it. */
  catalog_exists: 409,
  /** The round no longer takes bets (its window closed, or it was cancelled); nothing was taken, the page shows the next round. */
  round_closed: 409,
  /** Staff asked for a step while a round of the table is still going (open another, declare before closing); nothing changed. */
  round_in_progress: 409,
  /** The arena, its event, fight or correction is not in the staff member's brands; nothing changed, the desk reloads. */
  arena_not_found: 404,
  /** No event is running at the arena (start one first), one runs already, or it cannot end while a fight is going; nothing changed. */
  arena_event_state: 409,
  /** The fight cannot take this step (declared already: propose a correction; not declared yet; the same result; a correction awaits a decision or was decided, or the fight moved on since it was proposed); nothing changed. */
  arena_fight_state: 409,
  /** The staff member who proposed a fight's correction cannot also approve it (four eyes); nothing changed. */
  arena_same_staff: 403,
  /** The brand has an arena already, or its cockfight vendor is missing or a transfer wallet (the house arena stakes from the main wallet); nothing changed. */
  arena_setup_refused: 409,
  /** The table is paused by staff; nothing was taken, the lobby offers another table. */
  table_paused: 409,
  /** A player asked for another bingo pre-buy order in a room where five are active already; nothing is ordered. */
  bingo_prebuy_limit: 409,
  /** The bingo pre-buy order named is not the player's or does not exist; nothing changes. */
  bingo_prebuy_not_found: 404,
  /** The table is closed by staff; nothing was taken, the lobby offers another table. */
  table_closed: 409,
  /** The table does not exist in the staff member's brands; nothing changed, the desk reloads the list. */
  table_not_found: 404,
  /** A table's settings break a rule of its game (`problems` names each, by field); nothing changed. */
  table_settings_invalid: 400,
  /** A round's proposal was decided already, another awaits a decision, or the round cannot take it (void already); nothing changed. */
  round_action_state: 409,
  /** The staff member who proposed a round's void cannot also approve it (four eyes); nothing changed. */
  round_same_staff: 403,
  /** A slip's shape is wrong (a single with several legs, too few or too many parlay legs, a selection twice, two legs of one fixture, an unknown selection; `problems`); nothing was taken. */
  sport_slip_invalid: 400,
  /** A selection of the slip or its market is suspended or closed; nothing was taken, the page shows the market as it is now. */
  sport_selection_closed: 409,
  /** A price moved in a way the player's odds-change preference does not take (`problems` carry the new prices); nothing was taken, the slip shows them. */
  sport_price_changed: 409,
  /** The stake is under the slip's minimum, over its maximum (market, selection, player factor) or would pass the maximum payout (`limitMinor`); nothing was taken. */
  sport_stake_limit: 400,
  /** A pre-match price was taken after its fixture started (or a market not offered in play); nothing was taken, the page reloads the fixture. */
  sport_fixture_started: 409,
  /** A slip with this key was placed already (`slipId`); nothing more was taken, the page shows my bets. */
  sport_slip_duplicate: 409,
  /** The slip, fixture, market or result is not in this brand (or not the caller's); the page or desk reloads. */
  sport_not_found: 404,
  /** A market definition, a line, a price or a limit the desk typed is not valid (the message names it); nothing changed. */
  sport_market_invalid: 400,
  /** A result does not fit the fixture (a score for an outright, positions of unknown competitors ...); nothing changed. */
  sport_result_invalid: 400,
  /** The fixture or its result proposal cannot take this step (decided already, another awaits a decision, not started); nothing changed. */
  sport_result_state: 409,
  /** The staff member who proposed a result cannot also approve it (four eyes); nothing changed. */
  sport_same_staff: 403,
  /** An imported feed batch is not JSON in the documented format (the message names the first problem); nothing changed. */
  sport_feed_invalid: 400,
  /** PVP (decision 059): the game refused the proposed move (details.problem is its reason: not_your_turn, does_not_beat ...); the page keeps the hand. */
  pvp_move_refused: 409,
  /** PVP: the move named an older version of the hand (another move came first); nothing changed, the page shows the hand now. */
  pvp_stale_hand: 409,
  /** PVP: the caller has no seat at that table or in that hand; the page offers to take a seat. */
  pvp_not_seated: 409,
  /** PVP: the caller already sits in another room (details.roomCode); the page offers to go back there or leave it. */
  pvp_seated_elsewhere: 409,
  /** PVP: staff closed the room; no seat is taken and no new hand dealt, hands in play end as usual. */
  pvp_room_closed: 409,
  /** PVP: no such hand or room in this brand; the page or desk reloads. */
  pvp_not_found: 404,
  /** PVP desk: a room's stake, fee, timer or scoring is not valid (the message names it); nothing changed. */
  pvp_room_invalid: 400,
  /** Fish (decision 061): shots beyond the cannon's rate of fire (details.retryAfterMs, maxShotsPerSecond); the batch was not taken, nothing moved. */
  fish_rate_limited: 429,
  /** Live chat (decision 062): no such chat for this token, or not in the staff member's brands; the page starts over. */
  chat_not_found: 404,
  /** Live chat: the chat was closed; nothing was sent, the page shows the rating form. */
  chat_closed: 409,
  /** Live chat: a message is empty or longer than 2,000 characters (images with it are not kept); the client keeps the text. */
  chat_message_invalid: 400,
  /** Live chat: the question has fewer or more words than the brand's bounds (details.minWords, maxWords); nothing was opened. */
  chat_question_words: 400,
  /** Live chat: the chat was already rated, or is not closed yet; nothing changed. */
  chat_not_ratable: 409,
  /** One-click login (decision 073): the passkey challenge is unknown, expired, already used or not the one signed; nothing changed, the client asks for new options. */
  passkey_challenge_invalid: 400,
  /** The passkey answer did not verify (origin, relying party, signature, counter, user verification); nothing changed. */
  passkey_invalid: 400,
  /** No passkey of this brand has the credential the device answered with (removed, or made elsewhere); nothing changed, the client offers the password. */
  passkey_unknown: 401,
  /** The member has no such passkey; the security centre reloads its list. */
  passkey_not_found: 404,
  /** Staff management (issue 37): no such staff member; the console reloads the list. */
  staff_not_found: 404,
  /** A staff member with that username exists already; nothing written. */
  staff_username_taken: 409,
  /** An owner cannot change their own role, brands or disable themselves (another owner must); nothing changed. */
  staff_self_change: 403,
  /** The change would leave no enabled owner of every brand; nothing changed. */
  staff_last_owner: 409,
  /** An authenticator reset already waits for this staff member; nothing changed. */
  staff_reset_open: 409,
  /** The authenticator reset request does not exist, or was decided meanwhile; the console reloads the list. */
  staff_reset_not_found: 404,
  /** The owner who asked for an authenticator reset, or the staff member concerned, cannot approve it; another owner must. */
  staff_reset_same_staff: 403,
  /** No background job has this run key (the failed-jobs desk). */
  job_not_found: 404,
  /** The job is no longer failed or stalled (another operator acted, or it ran), or a stalled job was to be dismissed. */
  job_state: 409,
  /** Anything unexpected; the client shows "unknown error" and the request id. */
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

/** The HTTP status that goes with an error code. */
export function statusOfError(code: ErrorCode): number {
  return ERROR_CODES[code];
}

/** True when a string is one of the closed set of error codes. */
export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CODES, value);
}
