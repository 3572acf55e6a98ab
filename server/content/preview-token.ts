import { randomBytes } from 'node:crypto';

/** 256 random bits: a preview link cannot be guessed, only handed on. */
const PREVIEW_TOKEN_BYTES = 32;

export function newPreviewToken(): string {
  return randomBytes(PREVIEW_TOKEN_BYTES).toString('base64url');
}
