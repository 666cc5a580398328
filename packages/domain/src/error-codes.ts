/**
 * Every `error.code` the API answers with. The server's AppError only takes these, and the web
 * compares against them, so a renamed code fails to compile on both sides.
 */
export const ERROR_CODES = [
  // request shape and transport
  'validation_failed',
  'unexpected_field',
  'invalid_json',
  'invalid_body',
  'invalid_cursor',
  'bad_request',
  'bad_url',
  'uri_too_long',
  'unsupported_media_type',
  'payload_too_large',
  'cross_origin_refused',
  'rate_limited',
  'conflict',
  'internal',
  'not_found',
  // auth and session
  'unauthorized',
  'forbidden',
  'invalid_credentials',
  'email_not_verified',
  'invalid_password',
  'invalid_code',
  'code_already_used',
  'invalid_backup_code',
  'two_factor_expired',
  'invalid_token',
  'auth_error',
  'wrong_account',
  'current_session',
  // uploads and storage
  'file_required',
  'file_too_large',
  'invalid_file_type',
  'image_error',
  'video_error',
  'video_location',
  'multipart_required',
  'storage_unavailable',
  // courses and learning
  'course_not_found',
  'module_not_found',
  'lesson_not_found',
  'material_not_found',
  'not_enrolled',
  'course_incomplete',
  'order_mismatch',
  'status_not_allowed',
  'content_required',
  // community
  'post_not_found',
  'comment_not_found',
  'space_not_found',
  'member_not_found',
  'event_not_found',
  'not_author',
  'not_space_admin',
  'not_event_host',
  'cannot_follow_self',
  'event_full',
  'event_past',
  'already_registered',
  // profile and settings
  'username_taken',
  'not_editable',
  'last_admin',
  'domain_taken',
  'domain_limit',
  'already_in_team',
  'cannot_invite_self',
  'invitation_expired',
  // young members and data rights (issue 15)
  'consent_pending',
  'age_screen_required',
  'wrong_sign_up_path',
  'invalid_parent_link',
  'location_not_allowed',
  'export_not_ready',
  'export_expired',
  'avatar_not_collected',
  // safety tools (issue 16)
  'already_reported',
  'report_not_found',
  'cannot_report_own',
  'personal_info_found',
  'personal_info_refused',
  'language_refused',
  'writing_muted',
  'account_suspended',
  'account_banned',
  'appeal_not_allowed',
  'appeal_not_found',
  'blocked',
  'cannot_block_self',
  'role_not_allowed',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const known: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: string): value is ErrorCode {
  return known.has(value);
}
