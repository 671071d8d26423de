/** Browser-safe: length limits for staff passwords (NIST SP 800-63B: at least 8; we ask for 12, and allow long passphrases). */
export const PASSWORD_LENGTH = { min: 12, max: 256 } as const;
